// Web Push from the local stack (docs/push.md): the same row changes that drive realtime (NOTIFY
// comanda_realtime on public.orders) ask the database which messages a change calls for
// (public.push_order_messages, once per status), and a timer asks for the reminders of orders still
// waiting (public.push_due_reminders). The messages go out with the web-push library (VAPID,
// aes128gcm) off the hot path: enqueuing is synchronous and cheap, sends run a few at a time with a
// timeout each, and the queue is bounded, so a dead or slow push service never delays an order, a
// status change or the realtime.
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import webpush from 'web-push';
import type { Notification } from './database.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushMessage {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: Record<string, unknown>;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  ttl: number;
}

export const PUSH_LIMITS = {
  /** Messages waiting to be sent; beyond this new ones are dropped (and logged). */
  queue: 1000,
  /** Sends in flight at once. */
  concurrency: 8,
  /** A push service that has not answered in this long is given up on for this attempt. */
  timeoutMs: 10_000,
  /** Attempts per message on 429/5xx/network errors, with a growing pause between them. */
  attempts: 3,
  backoffMs: 1_000,
  /** How often the orders still waiting are checked for a reminder. */
  reminderEveryMs: 15_000,
};

/** The VAPID key pair, generated once into DATA_DIR and kept there (the browser's subscriptions depend on it). */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
    if (keys.publicKey && keys.privateKey) return keys;
  } catch {
    // Not there yet: made below.
  }
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export class PushService {
  private readonly queue: PushMessage[] = [];
  private inFlight = 0;
  private changes: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly vapid: VapidKeys,
    private readonly subject: string,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.timer = setInterval(() => this.remind(), PUSH_LIMITS.reminderEveryMs);
    this.timer.unref();
  }

  /** A database notification: an order inserted or updated asks for its messages. */
  onNotification(notification: Notification): void {
    if (this.stopped || notification.channel !== 'comanda_realtime') return;
    // Cheap test before parsing: most changes are not orders'.
    if (!notification.payload.includes('"orders"')) return;
    let change: { schema?: string; table?: string; type?: string; pk?: { id?: unknown } };
    try {
      change = JSON.parse(notification.payload) as typeof change;
    } catch {
      return;
    }
    if (change.schema !== 'public' || change.table !== 'orders' || change.type === 'DELETE') return;
    const id = change.pk?.id;
    if (typeof id !== 'string') return;
    // In commit order, one order's change at a time (a quick accept right after the order's
    // insert is then seen after it).
    this.changes = this.changes
      .then(() => this.ask('select * from public.push_order_messages($1)', [id]))
      .catch((error: unknown) => this.report(error));
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
    this.queue.length = 0;
  }

  private remind(): void {
    this.changes = this.changes
      .then(() => this.ask('select * from public.push_due_reminders()', []))
      .catch((error: unknown) => this.report(error));
  }

  /** A failed question to the database (it restarting, say); nothing once the stack stops. */
  private report(error: unknown): void {
    if (!this.stopped) this.log(`push: ${describe(error)}`);
  }

  private async ask(sql: string, params: unknown[]): Promise<void> {
    if (this.stopped) return;
    const { rows } = await this.pool.query<PushMessage>(sql, params);
    for (const message of rows) this.enqueue(message);
  }

  private enqueue(message: PushMessage): void {
    if (this.queue.length >= PUSH_LIMITS.queue) {
      this.log('push: queue full, a notification was dropped');
      return;
    }
    this.queue.push(message);
    this.pump();
  }

  private pump(): void {
    while (!this.stopped && this.inFlight < PUSH_LIMITS.concurrency && this.queue.length > 0) {
      const message = this.queue.shift()!;
      this.inFlight++;
      void this.send(message).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async send(message: PushMessage): Promise<void> {
    for (let attempt = 1; attempt <= PUSH_LIMITS.attempts && !this.stopped; attempt++) {
      const outcome = await sendOne(message, this.vapid, this.subject);
      if (outcome.kind === 'sent') return;
      if (outcome.kind === 'gone') {
        await this.pool
          .query('select public.forget_push_subscription($1)', [message.endpoint])
          .catch(() => undefined);
        return;
      }
      if (outcome.kind === 'rejected') {
        this.log(`push: refused by the push service (${outcome.status})`);
        return;
      }
      if (attempt < PUSH_LIMITS.attempts) {
        const pause = outcome.retryAfterMs ?? PUSH_LIMITS.backoffMs * 4 ** (attempt - 1);
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, 60_000)).unref());
      }
    }
  }
}

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'rejected'; status: number }
  | { kind: 'retry'; retryAfterMs?: number };

/** One attempt: 404/410 mean the subscription is gone; 429, 5xx and network errors are retried. */
export async function sendOne(
  message: PushMessage,
  vapid: VapidKeys,
  subject: string,
): Promise<SendOutcome> {
  try {
    await webpush.sendNotification(
      { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } },
      JSON.stringify(message.payload),
      {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: message.ttl,
        urgency: message.urgency,
        contentEncoding: 'aes128gcm',
        timeout: PUSH_LIMITS.timeoutMs,
        topic: topicOf(message.payload),
      },
    );
    return { kind: 'sent' };
  } catch (error) {
    if (!(error instanceof webpush.WebPushError)) return { kind: 'retry' };
    const status = error.statusCode;
    if (status === 404 || status === 410) return { kind: 'gone' };
    if (status === 429 || status >= 500) {
      const after = Number(error.headers?.['retry-after']);
      return Number.isFinite(after) && after > 0
        ? { kind: 'retry', retryAfterMs: after * 1000 }
        : { kind: 'retry' };
    }
    return { kind: 'rejected', status };
  }
}

/** A message about the same order replaces the undelivered one (Topic: base64url, ≤ 32 chars). */
function topicOf(payload: Record<string, unknown>): string | undefined {
  const id = typeof payload.order_id === 'string' ? payload.order_id.replace(/-/g, '') : '';
  return id ? id.slice(0, 32) : undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
