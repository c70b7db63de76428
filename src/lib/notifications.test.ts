import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationPermission } from './notifications';

afterEach(() => vi.unstubAllGlobals());

describe('useNotificationPermission', () => {
  it('reads the permission once across renders, and again when the tab may have changed it', async () => {
    let permission: NotificationPermission = 'default';
    let reads = 0;
    vi.stubGlobal(
      'Notification',
      class {
        static get permission() {
          reads++;
          return permission;
        }
        static requestPermission() {
          permission = 'denied';
          return Promise.resolve(permission);
        }
      },
    );
    const hook = renderHook(() => useNotificationPermission());
    for (let i = 0; i < 5; i++) hook.rerender();
    expect(hook.result.current[0]).toBe('default');
    expect(reads).toBe(1);

    // The owner allowed them in the browser's site settings and comes back to the tab.
    permission = 'granted';
    act(() => window.dispatchEvent(new Event('focus')));
    expect(hook.result.current[0]).toBe('granted');

    permission = 'default';
    act(() => window.dispatchEvent(new Event('focus')));
    await act(() => hook.result.current[1]());
    expect(hook.result.current[0]).toBe('denied');
    hook.unmount();
  });
});
