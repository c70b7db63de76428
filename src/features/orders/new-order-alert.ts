// Which new orders deserve an alert (spec 4, "New-order alert"): a pending order created less than
// 30 s ago, once per order, however many refetches and open tabs see it. Tabs share a record in
// localStorage and claim each order under a Web Lock when the browser has them.

export const ALERT_WINDOW_MS = 30_000;
export const ALERTED_KEY = 'alertedOrders';
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface AlertCandidate {
  id: string;
  status: string;
  created_at: string;
}

export function isFresh(order: AlertCandidate, now = Date.now()): boolean {
  const age = now - new Date(order.created_at).getTime();
  return order.status === 'pending' && age >= -5_000 && age < ALERT_WINDOW_MS;
}

function readAlerted(storage: Storage): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(ALERTED_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Marks the order as alerted and says whether this call was the first to do so. */
export function claimAlert(id: string, storage: Storage = localStorage, now = Date.now()): boolean {
  const alerted = readAlerted(storage);
  if (alerted[id]) return false;
  const kept = Object.fromEntries(Object.entries(alerted).filter(([, at]) => now - at < KEEP_MS));
  storage.setItem(ALERTED_KEY, JSON.stringify({ ...kept, [id]: now }));
  return true;
}

/** Runs `alert` once for a fresh order, across tabs (serialised by a Web Lock where available). */
export async function alertOnce(
  order: AlertCandidate,
  alert: () => void,
  storage: Storage = localStorage,
): Promise<boolean> {
  if (!isFresh(order)) return false;
  const claim = () => {
    const first = claimAlert(order.id, storage);
    if (first) alert();
    return first;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(`comanda-alert-${order.id}`, claim);
  }
  return claim();
}
