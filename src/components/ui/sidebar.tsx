import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
} from 'react';
import { Slot } from '@radix-ui/react-slot';
import { PanelLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  SidebarContext,
  readSidebarCookie,
  useSidebar,
  writeSidebarCookie,
  type SidebarContextValue,
} from '@/components/ui/use-sidebar';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useKeptFocus, useWantedOnce } from '@/lib/use-on-demand';
import { cn } from '@/lib/utils';

// shadcn/ui's sidebar, trimmed to what the admin panel uses: one left sidebar that collapses to
// icons on desktop and becomes a sliding overlay on phones. Widths: docs/screens.md. The overlay
// (Radix's dialog) and the collapsed icons' tooltips (Radix's tooltip, floating-ui) load when first
// needed, not before the panel's pages can show anything (docs/performance.md).
const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_MOBILE = '18rem';
const SIDEBAR_WIDTH_ICON = '3rem';

const SidebarSheet = lazy(() =>
  import('@/components/ui/sidebar-sheet').then((m) => ({ default: m.SidebarSheet })),
);
const SidebarTooltip = lazy(() =>
  import('@/components/ui/sidebar-tooltip').then((m) => ({ default: m.SidebarTooltip })),
);

export function SidebarProvider({
  defaultOpen,
  className,
  style,
  children,
  ...props
}: ComponentProps<'div'> & {
  /** Initial desktop state; when absent, the `sidebar_state` cookie decides (expanded if none). */
  defaultOpen?: boolean;
}) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => defaultOpen ?? readSidebarCookie() ?? true);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // Ctrl+B (Cmd+B on a Mac) toggles the sidebar from anywhere in the panel.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        event.key.toLowerCase() === 'b' &&
        (event.ctrlKey || event.metaKey) &&
        !event.shiftKey &&
        !event.altKey
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const context = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      isMobile,
      openMobile,
      setOpenMobile,
      toggleSidebar,
    }),
    [open, setOpen, isMobile, openMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={context}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        className={cn('flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export function Sidebar({ className, children, ...props }: ComponentProps<'div'>) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  // Opened once, the sheet stays mounted so that it can slide out.
  const sheet = useWantedOnce(isMobile && openMobile);

  if (isMobile)
    return sheet ? (
      <Suspense fallback={null}>
        <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} width={SIDEBAR_WIDTH_MOBILE}>
          {children}
        </SidebarSheet>
      </Suspense>
    ) : null;

  return (
    <div
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      className="group peer hidden text-sidebar-foreground md:block"
    >
      {/* Takes the sidebar's width in the page flow, since the sidebar itself is fixed. */}
      <div
        data-slot="sidebar-gap"
        className="relative w-[--sidebar-width] transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-[--sidebar-width-icon] motion-reduce:transition-none"
      />
      <div
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-[--sidebar-width] border-r border-sidebar-border transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-[--sidebar-width-icon] motion-reduce:transition-none md:flex',
          className,
        )}
        {...props}
      >
        <div data-slot="sidebar-inner" className="flex size-full flex-col bg-sidebar">
          {children}
        </div>
      </div>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      className={cn('size-11 md:size-9', className)}
      aria-label="Alternar menu lateral"
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn(
        'relative flex min-h-svh w-full min-w-0 flex-1 flex-col bg-background',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-2 group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="sidebar-menu"
      className={cn('flex w-full min-w-0 flex-col gap-1', className)}
      {...props}
    />
  );
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />;
}

/** Text that shows while the sidebar is expanded (or open on a phone) and is kept for screen readers when it collapses to icons. */
export function SidebarLabel({ className, ...props }: ComponentProps<'span'>) {
  const { state, isMobile } = useSidebar();
  const collapsed = state === 'collapsed' && !isMobile;
  return (
    <span
      data-slot="sidebar-label"
      className={cn(collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate', className)}
      {...props}
    />
  );
}

const menuButtonClass =
  "flex h-11 w-full items-center gap-2.5 md:h-9 overflow-hidden rounded-md px-2.5 text-left text-sm text-sidebar-foreground/80 outline-none ring-sidebar-ring transition-[width,height,padding,color,background-color] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 aria-disabled:pointer-events-none aria-disabled:opacity-50 data-[active=true]:bg-sidebar-primary data-[active=true]:font-medium data-[active=true]:text-sidebar-primary-foreground data-[active=true]:shadow-sm group-data-[collapsible=icon]:!size-8 group-data-[collapsible=icon]:!justify-center group-data-[collapsible=icon]:!p-0 [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0";

/**
 * A sidebar entry; pass asChild to render a router link. With `tooltip`, the label appears beside
 * the icon on hover or focus while the sidebar is collapsed.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const { isMobile, state } = useSidebar();
  const Comp = asChild ? Slot : 'button';
  const showTooltip = Boolean(tooltip) && state === 'collapsed' && !isMobile;
  const withTooltip = useWantedOnce(showTooltip) && Boolean(tooltip);
  // The button is drawn again inside the tooltip once that arrives: it keeps the focus it had.
  const { attach, onFocus, onBlur } = useKeptFocus<HTMLButtonElement>();

  const button = (
    <Comp
      ref={attach}
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(menuButtonClass, className)}
      {...props}
      onFocus={(event) => {
        onFocus();
        props.onFocus?.(event);
      }}
      onBlur={(event) => {
        onBlur();
        props.onBlur?.(event);
      }}
    />
  );
  if (!withTooltip) return button;
  return (
    <Suspense fallback={button}>
      <SidebarTooltip text={tooltip!} show={showTooltip}>
        {button}
      </SidebarTooltip>
    </Suspense>
  );
}
