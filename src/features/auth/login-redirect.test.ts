import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from '@/features/auth/login-redirect';

describe('loginRedirectTarget', () => {
  it('returns to the page the guard stopped, with its query and hash', () => {
    expect(
      loginRedirectTarget({
        from: { pathname: '/orders', search: '?status=pending', hash: '#top' },
      }),
    ).toBe('/orders?status=pending#top');
  });

  it('goes to the dashboard without a usable origin', () => {
    for (const state of [null, undefined, {}, { from: {} }, { from: { pathname: 42 } }]) {
      expect(loginRedirectTarget(state)).toBe('/dashboard');
    }
  });

  it('never leaves the app nor loops back to the login', () => {
    expect(loginRedirectTarget({ from: { pathname: '//evil.example/x' } })).toBe('/dashboard');
    expect(loginRedirectTarget({ from: { pathname: 'https://evil.example' } })).toBe('/dashboard');
    expect(loginRedirectTarget({ from: { pathname: '/login' } })).toBe('/dashboard');
  });
});
