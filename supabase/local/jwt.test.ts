// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { hasDuplicateKeys, rememberingVerifier, signJwt, verifyJwt } from './jwt.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from './config.ts';

const secret = 'a-test-secret-with-more-than-32-characters';

describe('jwt', () => {
  it('verifies the Supabase CLI demo keys with the demo secret', () => {
    expect(verifyJwt(DEMO_ANON_KEY, DEMO_JWT_SECRET)).toMatchObject({
      ok: true,
      claims: { role: 'anon' },
    });
    expect(verifyJwt(DEMO_SERVICE_ROLE_KEY, DEMO_JWT_SECRET)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
  });

  it('round-trips claims and rejects another secret', () => {
    const token = signJwt({ role: 'authenticated', sub: 'u1', exp: 4102444800 }, secret);
    expect(verifyJwt(token, secret)).toMatchObject({ ok: true, claims: { sub: 'u1' } });
    expect(verifyJwt(token, DEMO_JWT_SECRET)).toEqual({
      ok: false,
      reason: 'invalid JWT: bad signature',
    });
  });

  it('rejects expired tokens, roles the API does not serve and malformed input', () => {
    expect(verifyJwt(signJwt({ role: 'anon', exp: 100 }, secret), secret)).toEqual({
      ok: false,
      reason: 'JWT expired',
    });
    for (const role of ['postgres', 'supabase_admin', 'authenticator', undefined]) {
      expect(verifyJwt(signJwt({ role, exp: 4102444800 }, secret), secret).ok).toBe(false);
    }
    expect(verifyJwt('abc', secret).ok).toBe(false);
    expect(verifyJwt('a.b.c', secret).ok).toBe(false);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"anon"}').toString('base64url')}.`;
    expect(verifyJwt(none, secret).ok).toBe(false);
  });

  it('refuses a token that repeats a claim (role postgres, then anon), however it is spelled', () => {
    const forge = (body: string) => {
      const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
      const payload = Buffer.from(body).toString('base64url');
      const signature = createHmac('sha256', secret)
        .update(`${header}.${payload}`)
        .digest('base64url');
      return `${header}.${payload}.${signature}`;
    };
    expect(verifyJwt(forge('{"role":"postgres","role":"anon"}'), secret)).toEqual({
      ok: false,
      reason: 'invalid JWT: duplicate claim',
    });
    expect(verifyJwt(forge('{"role":"postgres", "r\\u006fle" : "anon"}'), secret).ok).toBe(false);
    expect(
      verifyJwt(
        forge('{"app_metadata":{"role":"admin","role":"x"},"role":"authenticated"}'),
        secret,
      ).ok,
    ).toBe(false);
    expect(verifyJwt(forge('{"role":"anon","note":"role, role"}'), secret).ok).toBe(true);
    expect(hasDuplicateKeys('{"a":{"b":1},"c":{"b":2},"d":["a","a"]}')).toBe(false);
    expect(hasDuplicateKeys('{"a":"x\\"y","a":1}')).toBe(true);
  });

  it('remembers valid tokens only, and still refuses one once it expires', () => {
    const verify = rememberingVerifier(secret, 2);
    const token = signJwt({ role: 'anon', exp: 2000 }, secret);
    const first = verify(token, 1000);
    expect(first).toMatchObject({ ok: true, claims: { role: 'anon' } });
    // The same claims come back: the signature was not checked again.
    const again = verify(token, 1500);
    expect(again.ok && first.ok && again.claims === first.claims).toBe(true);
    expect(verify(token, 2001)).toEqual({ ok: false, reason: 'JWT expired' });

    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expect(verify(forged, 1000)).toEqual({ ok: false, reason: 'invalid JWT: bad signature' });
    expect(verify(forged, 1000)).toEqual({ ok: false, reason: 'invalid JWT: bad signature' });
    const postgres = signJwt({ role: 'postgres' }, secret);
    expect(verify(postgres, 1000)).toEqual({ ok: false, reason: 'invalid JWT: role not allowed' });
    expect(verify(postgres, 1000)).toEqual({ ok: false, reason: 'invalid JWT: role not allowed' });
  });

  it('keeps at most `size` tokens, the newest', () => {
    const verify = rememberingVerifier(secret, 2);
    const tokens = ['a', 'b', 'c'].map((sub) => signJwt({ role: 'anon', sub }, secret));
    const claimsOf = (token: string) => {
      const result = verify(token);
      return result.ok ? result.claims : undefined;
    };
    const kept = tokens.map(claimsOf);
    expect(claimsOf(tokens[2]!)).toBe(kept[2]);
    expect(claimsOf(tokens[1]!)).toBe(kept[1]);
    // The oldest was dropped: checked again, it gives fresh (equal) claims.
    const again = claimsOf(tokens[0]!);
    expect(again).not.toBe(kept[0]);
    expect(again).toEqual(kept[0]);
  });
});
