// Web Push on hosted Supabase (docs/push.md): the same messages the local stack sends
// (supabase/local/push.ts), asked of the same database functions. Called by
//   - a database webhook on public.orders (insert, update): { type, table, schema, record,
//     old_record }
//   - a cron job every minute for the reminders of orders still waiting: { type: 'reminders' }
// with the header x-push-secret: PUSH_WEBHOOK_SECRET (else 401, nothing sent). It answers at once
// and sends in the background, so the webhook's short timeout never cuts a send short; each send
// has its own timeout, 404/410 forgets the subscription, 429/5xx are retried with a growing pause.
// Secrets: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, PUSH_WEBHOOK_SECRET
// (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase).
// Dependencies: deno.json next to this file (`supabase functions deploy` reads it).
// tests/push-edge-function.test.ts runs it under Deno against the local stack.
import webpush from 'web-push';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): void;
};
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

interface PushMessage {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: Record<string, unknown>;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  ttl: number;
}

/** What a Supabase database webhook posts (or the cron job's `{ type: 'reminders' }`). */
interface WebhookBody {
  type?: string;
  table?: string;
  schema?: string;
  record?: { id?: unknown; status?: unknown } | null;
  old_record?: { status?: unknown } | null;
}

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`missing secret ${name}`);
  return value;
};

const TIMEOUT_MS = 10_000;
const ATTEMPTS = 3;
const BACKOFF_MS = 1_000;
const CONCURRENCY = 8;

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  // a function returning void answers 204 with no body
  return (text ? JSON.parse(text) : null) as T;
}

/** A message about the same order replaces the undelivered one (Topic: base64url, ≤ 32 chars). */
function topicOf(payload: Record<string, unknown>): string | undefined {
  const id = typeof payload.order_id === 'string' ? payload.order_id.replace(/-/g, '') : '';
  return id ? id.slice(0, 32) : undefined;
}

async function sendWithRetries(message: PushMessage): Promise<'sent' | 'gone' | 'failed'> {
  for (let attempt = 1; ; attempt++) {
    try {
      await webpush.sendNotification(
        { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } },
        JSON.stringify(message.payload),
        {
          vapidDetails: {
            subject: env('VAPID_SUBJECT'),
            publicKey: env('VAPID_PUBLIC_KEY'),
            privateKey: env('VAPID_PRIVATE_KEY'),
          },
          TTL: message.ttl,
          urgency: message.urgency,
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
          topic: topicOf(message.payload),
        },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode ?? 0;
      if (status === 404 || status === 410) {
        await rpc('forget_push_subscription', { p_endpoint: message.endpoint });
        return 'gone';
      }
      if (status !== 0 && status !== 429 && status < 500) {
        console.error(`push: refused by the push service (${status})`);
        return 'failed';
      }
      if (attempt >= ATTEMPTS) {
        console.error(`push: not delivered after ${ATTEMPTS} attempts:`, describe(error));
        return 'failed';
      }
      const after = Number(
        (error as { headers?: Record<string, string> }).headers?.['retry-after'],
      );
      const pause =
        Number.isFinite(after) && after > 0 ? after * 1000 : BACKOFF_MS * 4 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, 60_000)));
    }
  }
}

function describe(error: unknown): string {
  const status = (error as { statusCode?: number }).statusCode;
  const text = error instanceof Error ? error.message : String(error);
  return status ? `${status} ${text}` : text;
}

async function sendAll(messages: PushMessage[]): Promise<void> {
  const queue = [...messages];
  const worker = async () => {
    for (let message = queue.shift(); message; message = queue.shift()) {
      await sendWithRetries(message).catch((error) => console.error('push:', error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
}

async function messagesFor(body: WebhookBody): Promise<PushMessage[]> {
  if (body.type === 'reminders') return rpc<PushMessage[]>('push_due_reminders', {});
  if (body.schema !== 'public' || body.table !== 'orders') return [];
  if (body.type !== 'INSERT' && body.type !== 'UPDATE') return [];
  const id = body.record?.id;
  if (typeof id !== 'string') return [];
  // Most updates of an order (paid, edited, a driver assigned) change no status: nothing to tell.
  if (body.type === 'UPDATE' && body.old_record && body.old_record.status === body.record?.status)
    return [];
  return rpc<PushMessage[]>('push_order_messages', { p_order_id: id });
}

/** The webhook's secret, compared in constant time. */
async function authorized(request: Request): Promise<boolean> {
  const expected = Deno.env.get('PUSH_WEBHOOK_SECRET');
  const given = request.headers.get('x-push-secret');
  if (!expected || given === null) return false;
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(expected), digest(given)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json({ error: 'method_not_allowed' }, 405);
  if (!(await authorized(request))) return json({ error: 'unauthorized' }, 401);
  let body: WebhookBody;
  try {
    body = (await request.json()) as WebhookBody;
  } catch {
    return json({ error: 'bad_request' }, 400);
  }
  if (!body || typeof body !== 'object') return json({ error: 'bad_request' }, 400);
  const work = messagesFor(body)
    .then(sendAll)
    .catch((error) => console.error('push:', error));
  if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(work);
  else await work;
  return json({ ok: true });
});
