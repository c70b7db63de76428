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

/**
 * Whether a JSON text repeats a key within one object. JSON.parse keeps the last value while other
 * parsers (PostgREST's) may read the first: a token saying `"role":"postgres","role":"anon"` must be
 * refused, not read two ways.
 */
export function hasDuplicateKeys(text: string): boolean {
  const objects: Array<Set<string> | null> = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') objects.push(new Set());
    else if (c === '[') objects.push(null);
    else if (c === '}' || c === ']') objects.pop();
    else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const raw = text.slice(i, end + 1);
      i = end;
      let next = i + 1;
      while (next < text.length && /\s/.test(text[next]!)) next++;
      const keys = objects.at(-1);
      if (text[next] === ':' && keys) {
        const key = JSON.parse(raw) as string;
        if (keys.has(key)) return true;
        keys.add(key);
      }
    }
  }
  return false;
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

/** Checks signature, expiry and that the role is one the API serves (never postgres or others). */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid JWT: malformed' };
  const [header, body, signature] = parts as [string, string, string];
  let parsedHeader: { alg?: string };
  let claims: JwtClaims;
  try {
    const headerText = Buffer.from(header, 'base64url').toString('utf8');
    const bodyText = Buffer.from(body, 'base64url').toString('utf8');
    if (hasDuplicateKeys(headerText) || hasDuplicateKeys(bodyText)) {
      return { ok: false, reason: 'invalid JWT: duplicate claim' };
    }
    parsedHeader = JSON.parse(headerText);
    claims = JSON.parse(bodyText);
  } catch {
    return { ok: false, reason: 'invalid JWT: malformed' };
  }
  if (parsedHeader.alg !== 'HS256')
    return { ok: false, reason: 'invalid JWT: unsupported algorithm' };
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid JWT: bad signature' };
  }
  if (typeof claims !== 'object' || claims === null)
    return { ok: false, reason: 'invalid JWT: malformed' };
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds) {
    return { ok: false, reason: 'JWT expired' };
  }
  if (typeof claims.role !== 'string' || !API_ROLES.has(claims.role)) {
    return { ok: false, reason: 'invalid JWT: role not allowed' };
  }
  return { ok: true, claims };
}

/**
 * verifyJwt with a memory of the tokens that passed: a panel or a storefront sends the same token
 * with every request, and the gateway checks it on each (twice when the API key is the bearer
 * token too). A remembered token is still refused once expired; only valid tokens are kept, at
 * most `size` of them (the oldest go first), so a flood of forged ones costs what it did.
 */
export function rememberingVerifier(
  secret: string,
  size = 1000,
): (token: string, nowSeconds?: number) => VerifyResult {
  const valid = new Map<string, JwtClaims>();
  return (token, nowSeconds = Date.now() / 1000) => {
    const claims = valid.get(token);
    if (claims) {
      if (typeof claims.exp === 'number' && claims.exp < nowSeconds) {
        valid.delete(token);
        return { ok: false, reason: 'JWT expired' };
      }
      return { ok: true, claims };
    }
    const result = verifyJwt(token, secret, nowSeconds);
    if (result.ok) {
      valid.set(token, result.claims);
      if (valid.size > size) valid.delete(valid.keys().next().value!);
    }
    return result;
  };
}
