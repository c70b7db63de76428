// The bell's dot: alerted orders the admin has not looked at yet (opened /orders or the order's
// dialog). A small shop's worth of ids, kept for this tab.
import { useSyncExternalStore } from 'react';

let unread = new Set<string>();
const listeners = new Set<() => void>();

function emit(next: Set<string>) {
  unread = next;
  listeners.forEach((listener) => listener());
}

export function markUnread(id: string) {
  if (!unread.has(id)) emit(new Set(unread).add(id));
}

export function markSeen(id: string) {
  if (!unread.has(id)) return;
  const next = new Set(unread);
  next.delete(id);
  emit(next);
}

export function clearUnread() {
  if (unread.size) emit(new Set());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasUnread(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unread.size > 0,
    () => false,
  );
}
