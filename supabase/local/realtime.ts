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
import type { Notification } from './database.ts';
import { passesFilter } from './realtime-filter.ts';
import { clientAddress } from './http.ts';
import { SessionCache } from './sessions.ts';

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

/**
 * Supabase Realtime's tenant defaults are of this order (max_channels_per_client 100). Bindings
 * per connection and filter length bound what one socket holds in memory: 100 sockets of 100
 * channels of 20 bindings with 512-character filters held 194 MB. The panel uses one unfiltered
 * binding per table; a customer's tracking page one short filter.
 */
export const REALTIME_LIMITS = {
  channelsPerConnection: 100,
  bindingsPerChannel: 20,
  bindingsPerConnection: 200,
  joinsPerSecond: 20,
  connections: 2000,
  /** Anonymous sockets per client address (staff sockets are not counted here). */
  connectionsPerAddress: 250,
  topicLength: 256,
  filterLength: 256,
};

/** Who sees the same rows: the claims without what changes at each token refresh. */
function audienceKey(claims: JwtClaims): string {
  return JSON.stringify(claims, (key, value: unknown) =>
    key === 'exp' || key === 'iat' ? undefined : value,
  );
}

/** Staff first: a flood of anonymous subscribers must not hold up the panel's new-order events. */
const ROLE_ORDER: Record<string, number> = { service_role: 0, authenticated: 1, anon: 2 };
/** How long an answer of "is this account staff now?" is reused. */
const STAFF_ANSWER_MS = 2_000;

class FrameError extends Error {}

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.length > max)
    throw new FrameError(`${field} must be a string of at most ${max} characters`);
  return value;
}

/** The postgres_changes bindings of a phx_join, validated: anything else is the client's error. */
function parseBindings(config: unknown): Array<Omit<Binding, 'id'>> {
  if (config === undefined || config === null) return [];
  if (typeof config !== 'object' || Array.isArray(config))
    throw new FrameError('config must be an object');
  const list = (config as { postgres_changes?: unknown }).postgres_changes;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new FrameError('config.postgres_changes must be an array');
  if (list.length > REALTIME_LIMITS.bindingsPerChannel)
    throw new FrameError('too many postgres_changes bindings');
  return list.map((b: unknown) => {
    if (typeof b !== 'object' || b === null || Array.isArray(b))
      throw new FrameError('each postgres_changes binding must be an object');
    const binding = b as Record<string, unknown>;
    return {
      event: binding.event === undefined ? '*' : text(binding.event, 'event', 16),
      schema: binding.schema === undefined ? 'public' : text(binding.schema, 'schema', 63),
      ...(binding.table ? { table: text(binding.table, 'table', 63) } : {}),
      ...(binding.filter
        ? { filter: text(binding.filter, 'filter', REALTIME_LIMITS.filterLength) }
        : {}),
    };
  });
}

export class RealtimeService {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly clients = new Map<WebSocket, Map<string, Channel>>();
  private readonly perAddress = new Map<string, number>();
  /** Gives back a socket's place in its address's anonymous count (once staff joins on it). */
  private readonly anonymousSlot = new WeakMap<WebSocket, () => void>();
  private readonly columnCache = new Map<string, Column[]>();
  private readonly staffAnswers = new Map<string, { staff: boolean; at: number }>();
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly jwtSecret: string,
  ) {}

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, apiKey: string | undefined): void {
    const key = apiKey ? verifyJwt(apiKey, this.jwtSecret) : undefined;
    if (!key?.ok) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // The client's address under the same trust rules as every other limit (behind a trusted
    // proxy, not the proxy's own). A staff token is never counted with the anonymous sockets:
    // a crowd of customers (or a script) on one address must not keep the panel out.
    const staff = isStaffClaim(key.claims) || this.knownStaff(key.claims);
    const address = clientAddress(req);
    const fromAddress = staff ? 0 : (this.perAddress.get(address) ?? 0);
    if (
      this.clients.size >= REALTIME_LIMITS.connections ||
      fromAddress >= REALTIME_LIMITS.connectionsPerAddress
    ) {
      socket.end(
        'HTTP/1.1 429 Too Many Requests\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      );
      return;
    }
    let counted = !staff;
    if (counted) this.perAddress.set(address, fromAddress + 1);
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
    socket.once('close', release);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      ws.once('close', release);
      this.anonymousSlot.set(ws, release);
      this.accept(ws, apiKey!);
    });
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
    const joins = { second: 0, count: 0 };
    this.clients.set(ws, channels);
    ws.on('close', () => this.clients.delete(ws));
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      let frame: unknown;
      try {
        frame = isBinary ? undefined : JSON.parse(data.toString());
      } catch {
        frame = undefined;
      }
      if (!isFrame(frame)) {
        send(ws, [
          null,
          null,
          'phoenix',
          'phx_reply',
          { status: 'error', response: { reason: 'malformed frame' } },
        ]);
        return;
      }
      try {
        if (frame[3] === 'phx_join') {
          const second = Math.floor(Date.now() / 1000);
          if (joins.second !== second) Object.assign(joins, { second, count: 0 });
          if (++joins.count > REALTIME_LIMITS.joinsPerSecond)
            throw new FrameError('too many joins per second');
          if (!channels.has(frame[2]) && channels.size >= REALTIME_LIMITS.channelsPerConnection) {
            throw new FrameError('too many channels on this connection');
          }
          let bindings = 0;
          for (const [topic, channel] of channels)
            if (topic !== frame[2]) bindings += channel.bindings.length;
          const config = frame[4].config as { postgres_changes?: unknown } | undefined;
          const asked = Array.isArray(config?.postgres_changes)
            ? config.postgres_changes.length
            : 0;
          if (bindings + asked > REALTIME_LIMITS.bindingsPerConnection)
            throw new FrameError('too many postgres_changes bindings on this connection');
        }
        this.onFrame(ws, channels, frame, apiKey);
      } catch (error) {
        const reason = error instanceof FrameError ? error.message : 'internal error';
        if (!(error instanceof FrameError)) console.error('[realtime]', error);
        send(ws, [
          frame[0],
          frame[1],
          frame[2],
          'phx_reply',
          { status: 'error', response: { reason } },
        ]);
      }
    });
  }

  private onFrame(
    ws: WebSocket,
    channels: Map<string, Channel>,
    frame: Frame,
    apiKey: string,
  ): void {
    const [joinRef, ref, topic, event, payload] = frame;
    const reply = (status: 'ok' | 'error', response: Record<string, unknown>) =>
      send(ws, [joinRef, ref, topic, 'phx_reply', { status, response }]);

    if (topic === 'phoenix' && event === 'heartbeat') return reply('ok', {});
    if (event === 'phx_join') {
      const requested = parseBindings(payload.config);
      const token = typeof payload.access_token === 'string' ? payload.access_token : apiKey;
      const verified = verifyJwt(token, this.jwtSecret);
      if (!verified.ok) return reply('error', { reason: verified.reason });
      const bindings = requested.map((b) => ({ id: nextBindingId++, ...b }));
      // Signed in as staff: this socket leaves the anonymous count of its address.
      if (isStaffClaim(verified.claims) || this.knownStaff(verified.claims))
        this.anonymousSlot.get(ws)?.();
      else
        void this.isStaffNow(verified.claims).then((staff) => {
          if (staff) this.anonymousSlot.get(ws)?.();
        });
      channels.set(topic, { topic, joinRef, claims: verified.claims, bindings });
      reply('ok', { postgres_changes: bindings });
      if (bindings.length > 0) {
        send(ws, [
          joinRef,
          null,
          topic,
          'system',
          {
            status: 'ok',
            message: 'Subscribed to PostgreSQL',
            extension: 'postgres_changes',
            channel: topic.replace(/^realtime:/, ''),
          },
        ]);
      }
      return;
    }
    const channel = channels.get(topic);
    if (event === 'phx_leave') {
      channels.delete(topic);
      return reply('ok', {});
    }
    if (event === 'access_token' && channel) {
      const token = typeof payload.access_token === 'string' ? payload.access_token : '';
      const verified = verifyJwt(token, this.jwtSecret);
      if (verified.ok) channel.claims = verified.claims;
      else this.closeChannel(ws, channel, verified.reason);
      return;
    }
    if ((event === 'broadcast' || event === 'presence') && channel) {
      void this.isStaffNow(channel.claims).then((staff) => {
        // Customers and other accounts may only listen to what RLS shows them, never publish.
        if (!staff) return reply('error', { reason: 'broadcast and presence are for staff only' });
        if (event === 'broadcast') {
          // Broadcast between clients of the same topic (used by tabs to coordinate alerts).
          for (const [other, otherChannels] of this.clients) {
            const peer = otherChannels.get(topic);
            if (other !== ws && peer)
              send(other, [peer.joinRef, null, topic, 'broadcast', payload]);
          }
        }
        if (ref) reply('ok', {});
      });
      return;
    }
    if (ref) reply('ok', {});
  }

  private async deliver(change: Change): Promise<void> {
    const audiences = new Map<
      string,
      { claims: JwtClaims; targets: Array<{ ws: WebSocket; channel: Channel; ids: number[] }> }
    >();
    const now = Date.now() / 1000;
    for (const [ws, channels] of this.clients) {
      for (const channel of channels.values()) {
        if (typeof channel.claims.exp === 'number' && channel.claims.exp < now) continue;
        const ids = channel.bindings.filter((b) => matches(b, change)).map((b) => b.id);
        if (ids.length === 0) continue;
        const key = audienceKey(channel.claims);
        const audience = audiences.get(key) ?? { claims: channel.claims, targets: [] };
        audience.targets.push({ ws, channel, ids });
        audiences.set(key, audience);
      }
    }
    if (audiences.size === 0) return;
    const columns = await this.columnsOf(change.schema, change.table);
    // One row-level-security check per audience (all anonymous subscribers share one), staff first.
    const ordered = [...audiences.values()].sort(
      (a, b) => (ROLE_ORDER[String(a.claims.role)] ?? 3) - (ROLE_ORDER[String(b.claims.role)] ?? 3),
    );
    for (const { claims, targets } of ordered) {
      if (!(await this.sessionIsLive(claims))) {
        // Signed out (or the password changed) since joining: the channel ends, as on a bad token.
        for (const { ws, channel } of targets) this.closeChannel(ws, channel, 'session ended');
        continue;
      }
      let record: Record<string, unknown> = {};
      if (change.type !== 'DELETE') {
        const visible = await this.readAs(claims, change);
        if (!visible) continue;
        // Filters and payload use the row as it was at this change, like Supabase's WAL-based
        // realtime; a row inserted and updated at once still arrives as two distinct events.
        record = change.record ?? visible;
      } else if (!(await this.mayRead(claims, change))) {
        continue;
      }
      for (const { ws, channel, ids } of targets) {
        const bindingIds = ids.filter((id) => {
          const binding = channel.bindings.find((b) => b.id === id)!;
          return (
            !binding.filter ||
            passesFilter(binding.filter, change.type === 'DELETE' ? change.pk : record)
          );
        });
        if (bindingIds.length === 0) continue;
        send(ws, [
          channel.joinRef,
          null,
          channel.topic,
          'postgres_changes',
          {
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
          },
        ]);
      }
    }
  }

  private sessionIsLive(claims: JwtClaims): Promise<boolean> | boolean {
    if (claims.role !== 'authenticated' || typeof claims.session_id !== 'string') return true;
    return SessionCache.of(this.pool).isLive(claims.session_id);
  }

  private closeChannel(ws: WebSocket, channel: Channel, reason: string): void {
    const { joinRef, topic } = channel;
    send(ws, [
      joinRef,
      null,
      topic,
      'system',
      { status: 'error', message: reason, extension: 'system', channel: topic },
    ]);
    this.clients.get(ws)?.delete(topic);
    send(ws, [joinRef, null, topic, 'phx_close', {}]);
  }

  /** The changed row as the subscriber may see it, or undefined when RLS hides it. */
  private async readAs(
    claims: JwtClaims,
    change: Change,
  ): Promise<Record<string, unknown> | undefined> {
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

  /**
   * For deletes the row is gone and RLS cannot be asked about it: staff get every delete; others
   * only where their select policies show every row (never a hidden product's delete to anon).
   */
  private async mayRead(claims: JwtClaims, change: Change): Promise<boolean> {
    if (await this.isStaffNow(claims)) return true;
    const { rows } = await this.pool.query<{ qual: string | null }>(
      `select qual from pg_policies
        where schemaname = $1 and tablename = $2 and cmd in ('SELECT', 'ALL')
          and ($3 = any (roles) or 'public' = any (roles))`,
      [change.schema, change.table, String(claims.role)],
    );
    return rows.some((policy) => policy.qual === null || policy.qual.trim() === 'true');
  }

  /**
   * Whether the token's account is active staff now: the database's public.is_staff() answers
   * for it (the staff row decides, never the token), remembered for two seconds per account.
   */
  private async isStaffNow(claims: JwtClaims): Promise<boolean> {
    if (claims.role === 'service_role') return true;
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') return false;
    const known = this.staffAnswers.get(claims.sub);
    if (known && Date.now() - known.at < STAFF_ANSWER_MS) return known.staff;
    const rows = await this.asRole(claims, 'select public.is_staff() as record');
    const staff = rows[0]?.record === true;
    if (this.staffAnswers.size >= 1000) this.staffAnswers.clear();
    this.staffAnswers.set(claims.sub, { staff, at: Date.now() });
    return staff;
  }

  /** The last answer of isStaffNow for this account, while it is fresh. */
  private knownStaff(claims: JwtClaims): boolean {
    const known = typeof claims.sub === 'string' ? this.staffAnswers.get(claims.sub) : undefined;
    return Boolean(known?.staff && Date.now() - known.at < STAFF_ANSWER_MS);
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

/**
 * What a token claims, for counting sockets only (rights are asked of the database): the service
 * role, or an account the shop's tools gave the admin claim.
 */
function isStaffClaim(claims: JwtClaims): boolean {
  if (claims.role === 'service_role') return true;
  const meta = claims.app_metadata as { role?: unknown } | undefined;
  return claims.role === 'authenticated' && meta?.role === 'admin';
}

function isFrame(value: unknown): value is Frame {
  return (
    Array.isArray(value) &&
    value.length === 5 &&
    (value[0] === null || typeof value[0] === 'string') &&
    (value[1] === null || typeof value[1] === 'string') &&
    typeof value[2] === 'string' &&
    value[2].length <= REALTIME_LIMITS.topicLength &&
    typeof value[3] === 'string' &&
    typeof value[4] === 'object' &&
    value[4] !== null &&
    !Array.isArray(value[4])
  );
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
