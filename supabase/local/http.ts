// Small HTTP helpers shared by the gateway's endpoints.
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'x-retry-count',
  'x-supabase-api-version',
  'x-metadata',
  'cache-control',
].join(', ');

export function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader(
    'Access-Control-Expose-Headers',
    'Content-Range, Content-Location, X-Supabase-Api-Version, Range-Unit',
  );
  res.setHeader('Access-Control-Max-Age', '86400');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export class BodyTooLargeError extends Error {}

/**
 * The request body, up to `limit` bytes. Past it the promise rejects at once (the caller answers
 * 413) while the rest of the body is read and dropped, so the kept-alive connection stays usable
 * for the client's next request.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (tooLarge) return;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        reject(new BodyTooLargeError(`body over ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!tooLarge) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export async function readJson(
  req: IncomingMessage,
  limit = 1024 * 1024,
): Promise<Record<string, unknown>> {
  const body = await readBody(req, limit);
  if (body.length === 0) return {};
  const parsed: unknown = JSON.parse(body.toString('utf8'));
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim();
}

export function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  return (
    (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined
  );
}

let warnedUntrustedProxy = false;

/**
 * The client's address: the socket's, or — behind a reverse proxy that the operator says to trust
 * (TRUST_PROXY=1) — the last address the proxy added to X-Forwarded-For. Never a client-sent one.
 * A forwarded request without TRUST_PROXY counts as the proxy's own address: every client behind it
 * then shares one set of limits (closed, never open), and the log says so once.
 */
export function clientAddress(req: IncomingMessage): string {
  const header = req.headers['x-forwarded-for'];
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = String(header ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (forwarded.length) return forwarded[forwarded.length - 1]!;
  } else if (header !== undefined && !warnedUntrustedProxy) {
    warnedUntrustedProxy = true;
    console.warn(
      'comanda: requests arrive with X-Forwarded-For but TRUST_PROXY is not set, so every client ' +
        'behind that proxy shares the limits of one address. Set TRUST_PROXY=1 when the stack sits ' +
        'behind your own reverse proxy (and is reachable only through it).',
    );
  }
  return req.socket.remoteAddress ?? 'unknown';
}
