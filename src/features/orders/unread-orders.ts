// The bell's dot: orders the admin has not looked at yet (opened /orders or the order's dialog).
// Kept per device in localStorage so a reload keeps it: the ids announced on this device, and the
// moment the admin last looked, compared with the newest order the server has (an order that
// arrived while no panel was open lights the bell too). Tabs share it through storage events.
import { useEffect, useSyncExternalStore } from 'react';

export const UNREAD_KEY = 'unreadOrders';

interface UnreadState {
  /** When the admin last looked at the orders (ms since epoch). */
  seenAt: number;
  /** Orders announced here and not opened yet. */
  ids: readonly string[];
}

/** The newest order on the server, as far as the bell needs it. */
export interface LatestOrder {
  id: string;
  created_at: string;
}

function load(): UnreadState {
  try {
    const stored = JSON.parse(localStorage.getItem(UNREAD_KEY) ?? 'null') as Partial<UnreadState>;
    if (typeof stored?.seenAt === 'number' && Array.isArray(stored.ids)) {
      return { seenAt: stored.seenAt, ids: stored.ids.filter((id) => typeof id === 'string') };
    }
  } catch {
    // unreadable: start over below
  }
  // A device's first look: what the server had before it was never announced here.
  return save({ seenAt: Date.now(), ids: [] });
}

function save(next: UnreadState): UnreadState {
  try {
    localStorage.setItem(UNREAD_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('Could not store the unread orders', error);
  }
  return next;
}

let state: UnreadState | null = null;
/** The newest order's time the bell has been shown, so looking covers it whatever this clock says. */
let latestAt = 0;
const listeners = new Set<() => void>();

function current(): UnreadState {
  return (state ??= load());
}

function emit(next: UnreadState) {
  state = save(next);
  listeners.forEach((listener) => listener());
}

export function markUnread(id: string) {
  const { seenAt, ids } = current();
  if (!ids.includes(id)) emit({ seenAt, ids: [...ids, id] });
}

/** The admin opened this order; opening the newest one counts as having looked. */
export function markSeen(id: string, createdAt?: string) {
  const { seenAt, ids } = current();
  const at = createdAt ? Date.parse(createdAt) : Number.NaN;
  const nextSeenAt = Number.isFinite(at) && at >= latestAt ? Math.max(seenAt, at) : seenAt;
  if (!ids.includes(id) && nextSeenAt === seenAt) return;
  emit({ seenAt: nextSeenAt, ids: ids.filter((other) => other !== id) });
}

/** The admin looked at the orders: nothing is unread up to now. */
export function clearUnread() {
  const { seenAt, ids } = current();
  const nextSeenAt = Math.max(seenAt, Date.now(), latestAt);
  if (ids.length === 0 && seenAt >= latestAt) return;
  emit({ seenAt: nextSeenAt, ids: [] });
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== UNREAD_KEY && event.key !== null) return;
    state = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHasUnread(latest?: LatestOrder | null): boolean {
  const at = latest ? Date.parse(latest.created_at) : Number.NaN;
  useEffect(() => {
    if (Number.isFinite(at)) latestAt = Math.max(latestAt, at);
  }, [at]);
  return useSyncExternalStore(
    subscribe,
    () => {
      const { seenAt, ids } = current();
      return ids.length > 0 || (Number.isFinite(at) && at > seenAt);
    },
    () => false,
  );
}
