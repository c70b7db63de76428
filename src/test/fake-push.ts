// The browser's side of Web Push for component tests: navigator.serviceWorker, PushManager and
// Notification as Chromium gives them to a page, recording what the page asked for. (jsdom has
// none of them.) The VAPID key the page reads comes from the runtime config (set in the test).
import { vi, type Mock } from 'vitest';

export interface FakePush {
  permission: NotificationPermission;
  answer: NotificationPermission;
  requestPermission: Mock<() => Promise<NotificationPermission>>;
  register: Mock<(url: string, options: { scope: string }) => Promise<ServiceWorkerRegistration>>;
  subscribe: Mock<(options: PushSubscriptionOptionsInit) => void>;
  unsubscribe: Mock<() => void>;
  subscribed: boolean;
  restore(): void;
}

export const FAKE_ENDPOINT = 'https://push.example.com/send/device-1';
export const FAKE_KEYS = {
  p256dh: `B${'A'.repeat(85)}A`,
  auth: `${'A'.repeat(21)}A`,
};

export function installFakePush(
  options: { userAgent?: string; scopes?: string[] } = { scopes: ['/'] },
): FakePush {
  const registrations = new Map<string, ServiceWorkerRegistration>();
  const fake: FakePush = {
    permission: 'default',
    answer: 'granted',
    subscribed: false,
    requestPermission: vi.fn(async () => {
      fake.permission = fake.answer;
      return fake.answer;
    }),
    register: vi.fn(),
    subscribe: vi.fn(),
    unsubscribe: vi.fn(),
    restore: () => undefined,
  };
  const subscription = {
    endpoint: FAKE_ENDPOINT,
    toJSON: () => ({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS }),
    unsubscribe: async () => {
      fake.unsubscribe();
      fake.subscribed = false;
      return true;
    },
  };
  const pushManager = {
    getSubscription: async () => (fake.subscribed ? subscription : null),
    subscribe: async (opts: PushSubscriptionOptionsInit) => {
      fake.subscribe(opts);
      fake.subscribed = true;
      return subscription;
    },
  };
  const registrationFor = (scope: string) =>
    ({ scope, active: {}, pushManager }) as unknown as ServiceWorkerRegistration;
  for (const scope of options.scopes ?? []) {
    const href = new URL(scope, window.location.origin).href;
    registrations.set(href, registrationFor(href));
  }
  fake.register.mockImplementation(async (_url: string, { scope }: { scope: string }) => {
    const registration = registrationFor(new URL(scope, window.location.origin).href);
    registrations.set(registration.scope, registration);
    return registration;
  });
  const serviceWorker = {
    register: fake.register,
    getRegistration: async (scope: string) =>
      registrations.get(new URL(scope, window.location.origin).href),
  };
  const NotificationStub = Object.assign(function Notification() {}, {
    get permission() {
      return fake.permission;
    },
    requestPermission: fake.requestPermission,
  });
  const ua = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
  Object.defineProperty(window.navigator, 'serviceWorker', {
    value: serviceWorker,
    configurable: true,
  });
  if (options.userAgent) {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: options.userAgent,
      configurable: true,
    });
  }
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', NotificationStub);
  fake.restore = () => {
    vi.unstubAllGlobals();
    delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
    if (options.userAgent) {
      if (ua) Object.defineProperty(window.navigator, 'userAgent', ua);
      else delete (window.navigator as { userAgent?: unknown }).userAgent;
    }
  };
  return fake;
}
