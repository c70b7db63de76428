// How a fuzz case reaches place_order: as the storefront does, POST /rest/v1/rpc/place_order through
// the gateway with only the anon key, and what it gets back (status 0 when no answer came in time).
import http from 'node:http';
import type { TestStack } from '../stack.ts';

export interface Call {
  /** Which generator made it (for the summary). */
  source: string;
  body: string | Uint8Array;
  /** Content-Type header; null sends none. Default application/json. */
  contentType?: string | null;
  /** Default POST. */
  method?: string;
  /** Extra headers (Accept, Prefer, Content-Profile…). */
  headers?: Record<string, string>;
  /** Query string, without the "?". */
  query?: string;
}

export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

export type ErrorBody = { code?: string; message?: unknown; details?: unknown; hint?: unknown };

/** Any answer, even a refusal, must come within this time. */
export const ANSWER_WITHIN_MS = 20_000;

/** The gateway's limit on REST request bodies (MAX_REST_BODY_BYTES in supabase/local/gateway.ts). */
const MAX_REST_BODY_BYTES = 2 * 1024 * 1024;

/** One request on a connection of its own, closed afterwards. */
function sendOnOwnConnection(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Uint8Array,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method, headers: { ...headers, 'content-length': String(body.length) }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          req.destroy();
        });
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer in ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
    req.on('close', () => clearTimeout(timer));
    // (the server may stop reading an oversized body and close: only a missing answer counts)
    req.on('error', (error) => resolve({ status: 0, text: `no answer: ${String(error)}` }));
    req.end(body);
  });
}

export async function send(stack: TestStack, call: Call): Promise<Answer> {
  const headers: Record<string, string> = { apikey: stack.anonKey, ...call.headers };
  if (call.contentType !== null) headers['content-type'] = call.contentType ?? 'application/json';
  const method = call.method ?? 'POST';
  // Bytes, not a string, so that fetch adds no text/plain Content-Type of its own.
  const body = new Uint8Array(
    typeof call.body === 'string' ? Buffer.from(call.body, 'utf8') : call.body,
  );
  const url = `${stack.url}/rest/v1/rpc/place_order${call.query ? `?${call.query}` : ''}`;
  let status: number;
  let text: string;
  if (body.length > MAX_REST_BODY_BYTES) {
    // Over the limit, the gateway answers 413 but leaves the keep-alive connection unable to
    // serve another request (see place-order-fuzz-raw.test.ts): such a body gets a connection of
    // its own, so that the fuzz does not hang an innocent call that fetch sends on it next.
    ({ status, text } = await sendOnOwnConnection(url, method, headers, body));
    return { status, text, json: parseJson(text) };
  }
  try {
    const res = await fetch(url, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    status = res.status;
    text = await res.text();
  } catch (error) {
    // status 0: no (complete) answer at all
    return {
      status: 0,
      text: `no answer: ${String(error)} ${String((error as Error).cause ?? '')}`,
      json: undefined,
    };
  }
  return { status, text, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A body as it is shown in a failure or the slow calls (cut at 400 characters). */
export function preview(body: string | Uint8Array): string {
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('latin1');
  const shown = text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
  return JSON.stringify(shown);
}

/** The JSON object a body holds, if it holds one. */
export function parsedBody(body: string | Uint8Array): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(
      typeof body === 'string' ? body : Buffer.from(body).toString('utf8'),
    );
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
