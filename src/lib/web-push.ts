// Web Push in the browser (docs/push.md): the device's push subscription, made with the server's
// VAPID public key (runtime config) on a person's click, never on load. The panel subscribes with
// its own worker (/sw.js, scope /); a customer's tracking page registers /order-sw.js, scoped to
// the tracking pages, only when the customer asks for notices.
import { config } from '@/lib/config';
import { AppError } from '@/lib/errors';

export type PushAvailability = 'available' | 'unsupported' | 'ios-needs-install';

export interface PushWorker {
  url: string;
  scope: string;
}

export const PANEL_WORKER: PushWorker = { url: '/sw.js', scope: '/' };
export const ORDER_WORKER: PushWorker = { url: '/order-sw.js', scope: '/client/pedido/' };

/** What the server stores: PushSubscription.toJSON() plus a name people recognise the device by. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label: string;
}

function isIos(): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)
  );
}

function isInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/** iOS delivers Web Push only to an app added to the home screen. */
export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !config.vapidPublicKey) return 'unsupported';
  if (isIos() && !isInstalled()) return 'ios-needs-install';
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    typeof Notification === 'undefined'
  )
    return 'unsupported';
  return 'available';
}

/** "Chrome · Android", "Safari · iPhone": enough to tell one's devices apart. */
export function deviceLabel(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navegador';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPod/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'Mac'
            : /Linux|CrOS/.test(userAgent)
              ? 'Linux'
              : '';
  return system ? `${browser} · ${system}` : browser;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return true; // a browser that does not say: keep it
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

/** The worker's own registration (not a wider one that also covers its scope). */
async function registrationOf(worker: PushWorker): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker?.getRegistration(worker.scope);
  const scope = new URL(worker.scope, window.location.origin).href;
  return registration?.scope === scope ? registration : undefined;
}

/** The worker's registration once it is active (a push subscription needs an active worker). */
async function activeRegistration(worker: PushWorker): Promise<ServiceWorkerRegistration> {
  const registration =
    (await registrationOf(worker)) ??
    (await navigator.serviceWorker.register(worker.url, { scope: worker.scope }));
  if (registration.active) return registration;
  const installing = registration.installing ?? registration.waiting;
  if (installing) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (installing.state === 'activated' || installing.state === 'redundant') resolve();
      };
      installing.addEventListener('statechange', check);
      check();
    });
  }
  return registration;
}

/**
 * Asks for the notifications permission (this must run from the person's click) and subscribes
 * this browser. Throws AppError push_blocked when the person or the browser says no.
 */
export async function subscribeThisDevice(worker: PushWorker): Promise<DeviceSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new AppError('push_blocked');
  try {
    const registration = await activeRegistration(worker);
    const key = applicationServerKey(config.vapidPublicKey);
    let subscription = await registration.pushManager.getSubscription();
    // One made with another server key (a new VAPID pair) would never be delivered: replace it.
    if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
      await subscription.unsubscribe().catch(() => false);
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const json = subscription.toJSON();
    return {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      label: deviceLabel(),
    };
  } catch (error) {
    throw new AppError('push_unavailable', { cause: error });
  }
}

/** This browser's push endpoint for the worker, or null when it has none. */
export async function thisDeviceEndpoint(worker: PushWorker): Promise<string | null> {
  if (pushAvailability() !== 'available') return null;
  const registration = await registrationOf(worker);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Ends this browser's subscription; returns the endpoint it had (to forget on the server). */
export async function unsubscribeThisDevice(worker: PushWorker): Promise<string | null> {
  const registration = await registrationOf(worker);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}
