// HS256 JSON Web Tokens, the only kind Supabase's local stack uses.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

/** Checks signature, expiry and that the role is one the API serves (never postgres or others). */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid JWT: malformed' };
  const [header, body, signature] = parts as [string, string, string];
  let parsedHeader: { alg?: string };
  let claims: JwtClaims;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid JWT: malformed' };
  }
  if (parsedHeader.alg !== 'HS256') return { ok: false, reason: 'invalid JWT: unsupported algorithm' };
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid JWT: bad signature' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'invalid JWT: malformed' };
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds) {
    return { ok: false, reason: 'JWT expired' };
  }
  if (typeof claims.role !== 'string' || !API_ROLES.has(claims.role)) {
    return { ok: false, reason: 'invalid JWT: role not allowed' };
  }
  return { ok: true, claims };
}
