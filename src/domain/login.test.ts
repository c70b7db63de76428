import { describe, expect, it } from 'vitest';
import { checkLogin, isLoopbackHostname, loginRedirectTarget, nextFromLocation } from './login';

const errors = (values: { username: string; password: string }) => {
  const result = checkLogin(values);
  return result.ok ? {} : result.errors;
};

describe('checkLogin', () => {
  it('asks for both fields in pt-BR', () => {
    expect(errors({ username: '', password: '' })).toEqual({
      username: 'Informe o nome de usuário.',
      password: 'Informe a senha.',
    });
  });

  it('counts a username of spaces as empty, and trims the one it keeps', () => {
    expect(errors({ username: '   ', password: 'x' })).toEqual({
      username: 'Informe o nome de usuário.',
    });
    expect(checkLogin({ username: '  admin ', password: ' admin123 ' })).toEqual({
      ok: true,
      values: { username: 'admin', password: ' admin123 ' },
    });
  });
});

describe('loginRedirectTarget', () => {
  it('returns to the page the guard stopped, with its query and hash', () => {
    expect(
      loginRedirectTarget(
        nextFromLocation({ pathname: '/orders', search: '?status=pending', hash: '#top' }),
      ),
    ).toBe('/orders?status=pending#top');
    expect(loginRedirectTarget('/orders?status=pending#top')).toBe('/orders?status=pending#top');
  });

  it('goes to the dashboard without a usable origin', () => {
    for (const from of [null, undefined, {}, { pathname: 42 }]) {
      expect(loginRedirectTarget(nextFromLocation(from))).toBe('/dashboard');
    }
    expect(loginRedirectTarget('')).toBe('/dashboard');
  });

  it('never leaves the app nor loops back to the login', () => {
    for (const next of ['//evil.example/x', 'https://evil.example', '/login', '/login?next=/x']) {
      expect(loginRedirectTarget(next), next).toBe('/dashboard');
    }
  });
});

describe('isLoopbackHostname', () => {
  it('is true for this machine only', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(isLoopbackHostname(host), host).toBe(true);
    }
    for (const host of ['loja.example.com', '192.168.0.10', '10.0.0.1', 'localhost.evil.com', '']) {
      expect(isLoopbackHostname(host), host).toBe(false);
    }
  });
});
