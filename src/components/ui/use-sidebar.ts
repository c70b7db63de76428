import { createContext, useContext } from 'react';

// The sidebar's shared state, kept apart from sidebar.tsx so that file exports only components.

/** Remembers expanded/collapsed across visits (for 7 days). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

export interface SidebarContextValue {
  /** Desktop state: 'expanded' shows labels, 'collapsed' shows icons only. */
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Under 768 px the sidebar is an overlay with its own open state. */
  isMobile: boolean;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggleSidebar: () => void;
}

export const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside a SidebarProvider.');
  return context;
}

/** The stored desktop state: true expanded, false collapsed, undefined when never chosen. */
export function readSidebarCookie(cookie: string = document.cookie): boolean | undefined {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)(?:;|$)`));
  return match ? match[1] === 'true' : undefined;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
