// Which new orders deserve an alert: an order created less than 30 s
// ago, waiting or accepted by the shop's auto_accept as it was placed, once per order, however
// many refetches and open tabs see it. Tabs share a record in localStorage and claim each order
// under a Web Lock when the browser has them.

export const ALERT_WINDOW_MS = 30_000;
export const ALERTED_KEY = 'alertedOrders';
/** Orders this device printed by itself because they arrived accepted. */
export const AUTO_PRINTED_KEY = 'autoPrintedOrders';
/** Revisions of edited orders this device printed again by itself ("order@revision"). */
export const REPRINTED_KEY = 'reprintedRevisions';
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface AlertCandidate {
  id: string;
  status: string;
  created_at: string;
  updated_at?: string;
}

/**
 * Accepted in the very transaction that placed it (company_settings.auto_accept): in preparation,
 * and never changed since (updated_at is the transaction's time, the same as created_at).
 */
export function isAutoAccepted(order: AlertCandidate): boolean {
  return (
    order.status === 'processing' &&
    order.updated_at !== undefined &&
    Date.parse(order.updated_at) === Date.parse(order.created_at)
  );
}

export function isFresh(order: AlertCandidate, now = Date.now()): boolean {
  const age = now - new Date(order.created_at).getTime();
  return (
    (order.status === 'pending' || isAutoAccepted(order)) && age >= -5_000 && age < ALERT_WINDOW_MS
  );
}

function readClaims(storage: Storage, key: string): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Marks the order as handled under `key` and says whether this call was the first to do so. */
export function claimAlert(
  id: string,
  storage: Storage = localStorage,
  now = Date.now(),
  key = ALERTED_KEY,
): boolean {
  const claims = readClaims(storage, key);
  if (claims[id]) return false;
  const kept = Object.fromEntries(Object.entries(claims).filter(([, at]) => now - at < KEEP_MS));
  storage.setItem(key, JSON.stringify({ ...kept, [id]: now }));
  return true;
}

function once(
  id: string,
  key: string,
  run: () => void,
  storage: Storage,
): Promise<boolean> | boolean {
  const claim = () => {
    const first = claimAlert(id, storage, Date.now(), key);
    if (first) run();
    return first;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(`comanda-${key}-${id}`, claim);
  }
  return claim();
}

/** Runs `alert` once for a fresh order, across tabs (serialised by a Web Lock where available). */
export async function alertOnce(
  order: AlertCandidate,
  alert: () => void,
  storage: Storage = localStorage,
): Promise<boolean> {
  if (!isFresh(order)) return false;
  return once(order.id, ALERTED_KEY, alert, storage);
}

/** Runs `run` once for a fresh order that arrived already accepted (its sound, its receipt). */
export async function autoAcceptedOnce(
  order: AlertCandidate,
  run: () => void,
  storage: Storage = localStorage,
): Promise<boolean> {
  if (!isAutoAccepted(order) || !isFresh(order)) return false;
  return once(order.id, AUTO_PRINTED_KEY, run, storage);
}

export interface EditCandidate {
  id: string;
  status: string;
  revision?: number;
  edited_at?: string | null;
}

/**
 * The team edited it a moment ago (orders.edited_at; a later status change keeps that time), and
 * it is already accepted: a pending order is printed when it is accepted, already as changed.
 */
export function isFreshEdit(order: EditCandidate, now = Date.now()): boolean {
  if (!order.revision || !order.edited_at || order.status === 'pending') return false;
  if (order.status === 'delivered' || order.status === 'cancelled') return false;
  const age = now - Date.parse(order.edited_at);
  return age >= -5_000 && age < ALERT_WINDOW_MS;
}

/** Runs `run` once per revision of a freshly edited order, across tabs (its reprint). */
export async function editedOnce(
  order: EditCandidate,
  run: () => void,
  storage: Storage = localStorage,
): Promise<boolean> {
  if (!isFreshEdit(order)) return false;
  return once(`${order.id}@${order.revision}`, REPRINTED_KEY, run, storage);
}
