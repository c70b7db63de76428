// /realtime/v1/websocket: the part of the Supabase Realtime protocol that realtime-js speaks for
// postgres_changes (vsn 2.0.0 JSON frames [join_ref, ref, topic, event, payload]).
//
// Triggers on the tables of the supabase_realtime publication NOTIFY the table, operation and
// primary key of each changed row (builtins.sql). For every subscriber whose bindings match, the
// row is re-read with that subscriber's role and JWT claims, so row level security decides who
// receives what: the promise Supabase makes.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import { verifyJwt, type JwtClaims } from './jwt.ts';
import type { Notification } from './pglite-wire.ts';
import { passesFilter } from './realtime-filter.ts';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: Binding[];
}

interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  pk: Record<string, unknown>;
  /** The row at the time of the change (absent for deletes and for rows too big to notify). */
  record?: Record<string, unknown>;
}

interface Column {
  name: string;
  type: string;
}

let nextBindingId = 1;

export class RealtimeService {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private readonly clients = new Map<WebSocket, Map<string, Channel>>();
  private readonly columnCache = new Map<string, Column[]>();
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly jwtSecret: string,
  ) {}

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, apiKey: string | undefined): void {
    if (!apiKey || !verifyJwt(apiKey, this.jwtSecret).ok) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, apiKey));
  }

  /** A database notification: a captured row change, or DDL (drop cached column types). */
  onNotification(notification: Notification): void {
    if (notification.channel === 'comanda_ddl') {
      this.columnCache.clear();
      return;
    }
    // Nobody connected: nothing to deliver, and nothing to parse (a busy shop with no panel open).
    if (notification.channel !== 'comanda_realtime' || this.clients.size === 0) return;
    let change: Change;
    try {
      change = JSON.parse(notification.payload) as Change;
    } catch {
      return;
    }
    // In commit order, one change at a time.
    this.delivery = this.delivery.then(() => this.deliver(change)).catch(() => {});
  }

  closeAll(): void {
    for (const ws of this.clients.keys()) ws.terminate();
    this.wss.close();
  }

  private accept(ws: WebSocket, apiKey: string): void {
    const channels = new Map<string, Channel>();
    this.clients.set(ws, channels);
    ws.on('close', () => this.clients.delete(ws));
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      let frame: Frame;
      try {
        frame = JSON.parse(data.toString()) as Frame;
      } catch {
        return;
      }
      if (!Array.isArray(frame) || frame.length !== 5) return;
      this.onFrame(ws, channels, frame, apiKey);
    });
  }

  private onFrame(ws: WebSocket, channels: Map<string, Channel>, frame: Frame, apiKey: string): void {
    const [joinRef, ref, topic, event, payload] = frame;
    const reply = (status: 'ok' | 'error', response: Record<string, unknown>) =>
      send(ws, [joinRef, ref, topic, 'phx_reply', { status, response }]);

    if (topic === 'phoenix' && event === 'heartbeat') return reply('ok', {});
    if (event === 'phx_join') {
      const config = (payload?.config ?? {}) as { postgres_changes?: Array<Omit<Binding, 'id'>> };
      const token = typeof payload?.access_token === 'string' ? payload.access_token : apiKey;
      const verified = verifyJwt(token, this.jwtSecret);
      if (!verified.ok) return reply('error', { reason: verified.reason });
      const bindings = (config.postgres_changes ?? []).map((b) => ({
        id: nextBindingId++,
        event: String(b.event ?? '*'),
        schema: String(b.schema ?? 'public'),
        ...(b.table ? { table: String(b.table) } : {}),
        ...(b.filter ? { filter: String(b.filter) } : {}),
      }));
      channels.set(topic, { topic, joinRef, claims: verified.claims, bindings });
      reply('ok', { postgres_changes: bindings });
      if (bindings.length > 0) {
        send(ws, [joinRef, null, topic, 'system', {
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          extension: 'postgres_changes',
          channel: topic.replace(/^realtime:/, ''),
        }]);
      }
      return;
    }
    const channel = channels.get(topic);
    if (event === 'phx_leave') {
      channels.delete(topic);
      return reply('ok', {});
    }
    if (event === 'access_token' && channel) {
      const token = typeof payload?.access_token === 'string' ? payload.access_token : '';
      const verified = verifyJwt(token, this.jwtSecret);
      if (verified.ok) {
        channel.claims = verified.claims;
      } else {
        send(ws, [channel.joinRef, null, topic, 'system', { status: 'error', message: verified.reason, extension: 'system', channel: topic }]);
        channels.delete(topic);
        send(ws, [channel.joinRef, null, topic, 'phx_close', {}]);
      }
      return;
    }
    if (event === 'broadcast' && channel) {
      // Broadcast between clients of the same topic (used by tabs to coordinate alerts).
      for (const [other, otherChannels] of this.clients) {
        const peer = otherChannels.get(topic);
        if (other !== ws && peer) send(other, [peer.joinRef, null, topic, 'broadcast', payload]);
      }
      return ref ? reply('ok', {}) : undefined;
    }
    if (ref) reply('ok', {});
  }

  private async deliver(change: Change): Promise<void> {
    const targets: Array<{ ws: WebSocket; channel: Channel; ids: number[] }> = [];
    for (const [ws, channels] of this.clients) {
      for (const channel of channels.values()) {
        const ids = channel.bindings.filter((b) => matches(b, change)).map((b) => b.id);
        if (ids.length > 0) targets.push({ ws, channel, ids });
      }
    }
    if (targets.length === 0) return;
    const columns = await this.columnsOf(change.schema, change.table);
    const now = Date.now() / 1000;
    for (const { ws, channel, ids } of targets) {
      if (typeof channel.claims.exp === 'number' && channel.claims.exp < now) continue;
      let record: Record<string, unknown> = {};
      if (change.type !== 'DELETE') {
        const visible = await this.readAs(channel.claims, change);
        if (!visible) continue;
        // Filters and payload use the row as it was at this change, like Supabase's WAL-based
        // realtime; a row inserted and updated at once still arrives as two distinct events.
        record = change.record ?? visible;
      } else if (!(await this.mayRead(channel.claims, change))) {
        continue;
      }
      const bindingIds = ids.filter((id) => {
        const binding = channel.bindings.find((b) => b.id === id)!;
        return !binding.filter || passesFilter(binding.filter, change.type === 'DELETE' ? change.pk : record);
      });
      if (bindingIds.length === 0) continue;
      send(ws, [channel.joinRef, null, channel.topic, 'postgres_changes', {
        ids: bindingIds,
        data: {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commit_timestamp,
          type: change.type,
          columns,
          record,
          old_record: change.type === 'INSERT' ? {} : change.pk,
          errors: null,
        },
      }]);
    }
  }

  /** The changed row as the subscriber may see it, or undefined when RLS hides it. */
  private async readAs(claims: JwtClaims, change: Change): Promise<Record<string, unknown> | undefined> {
    const where = Object.entries(change.pk)
      .map(([column, value]) => `${ident(column)} = ${literal(value)}`)
      .join(' and ');
    if (!where) return undefined;
    const rows = await this.asRole(
      claims,
      `select to_jsonb(t) as record from ${ident(change.schema)}.${ident(change.table)} t where ${where}`,
    );
    return rows[0]?.record as Record<string, unknown> | undefined;
  }

  /** For deletes the row is gone: deliver only to roles that may select from the table at all. */
  private async mayRead(claims: JwtClaims, change: Change): Promise<boolean> {
    const role = String(claims.role);
    if (role === 'service_role') return true;
    const { rows } = await this.pool.query(
      `select 1 from pg_policies
        where schemaname = $1 and tablename = $2 and cmd in ('SELECT', 'ALL')
          and ($3 = any (roles) or 'public' = any (roles))
        limit 1`,
      [change.schema, change.table, role],
    );
    return rows.length > 0;
  }

  private async asRole(claims: JwtClaims, sql: string): Promise<Array<Record<string, unknown>>> {
    const role = String(claims.role);
    if (!['anon', 'authenticated', 'service_role'].includes(role)) return [];
    const script = [
      'begin',
      `set local role ${role}`,
      `select set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true)`,
      sql,
      'commit',
    ].join(';\n');
    const client = await this.pool.connect();
    try {
      const results = (await client.query(script)) as unknown as pg.QueryResult[];
      return results[3]?.rows ?? [];
    } catch {
      await client.query('rollback').catch(() => {});
      return [];
    } finally {
      client.release();
    }
  }

  private async columnsOf(schema: string, table: string): Promise<Column[]> {
    const key = `${schema}.${table}`;
    const cached = this.columnCache.get(key);
    if (cached) return cached;
    const { rows } = await this.pool.query<Column>(
      `select a.attname::text as name, t.typname::text as type
         from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [schema, table],
    );
    this.columnCache.set(key, rows);
    return rows;
  }
}

function matches(binding: Binding, change: Change): boolean {
  if (binding.event !== '*' && binding.event.toUpperCase() !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table && binding.table !== '*' && binding.table !== change.table) return false;
  return true;
}

function send(ws: WebSocket, frame: Frame): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function literal(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}
