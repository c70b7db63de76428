// /realtime/v1/websocket: the part of the Supabase Realtime protocol that realtime-js speaks for
// postgres_changes (vsn 2.0.0 JSON frames [join_ref, ref, topic, event, payload]).
//
// Triggers on the tables of the supabase_realtime publication NOTIFY the table, operation and
// primary key of each changed row (builtins/4-realtime.sql). For every subscriber whose bindings match, the
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
import { debugLog } from './debug.ts';
import { audienceKey, isStaffClaim, RealtimeAccess, ROLE_ORDER } from './realtime-access.ts';
import {
  FrameError,
  REALTIME_LIMITS,
  changeFrame,
  checkJoin,
  isFrame,
  matches,
  parseBindings,
  send,
  type Channel,
  type Change,
  type Frame,
} from './realtime-protocol.ts';

export { REALTIME_LIMITS } from './realtime-protocol.ts';

let nextBindingId = 1;

export class RealtimeService {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly clients = new Map<WebSocket, Map<string, Channel>>();
  private readonly perAddress = new Map<string, number>();
  /** Gives back a socket's place in its address's anonymous count (once staff joins on it). */
  private readonly anonymousSlot = new WeakMap<WebSocket, () => void>();
  /** Who may see each change (row level security, as each subscriber). */
  private readonly access: RealtimeAccess;
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    pool: pg.Pool,
    private readonly jwtSecret: string,
  ) {
    this.access = new RealtimeAccess(pool);
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, apiKey: string | undefined): void {
    const key = apiKey ? verifyJwt(apiKey, this.jwtSecret) : undefined;
    if (!key?.ok) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // The client's address under the same trust rules as every other limit (behind a trusted
    // proxy, not the proxy's own). A staff token is never counted with the anonymous sockets:
    // a crowd of customers (or a script) on one address must not keep the panel out.
    const staff = isStaffClaim(key.claims) || this.access.knownStaff(key.claims);
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
      this.access.forgetColumns();
      return;
    }
    // Nobody connected: nothing to deliver, and nothing to parse (a busy shop with no panel open).
    if (notification.channel !== 'comanda_realtime' || this.clients.size === 0) return;
    let change: Change;
    try {
      change = JSON.parse(notification.payload) as Change;
    } catch (error) {
      debugLog('realtime', 'an unreadable change notification', error);
      return;
    }
    // In commit order, one change at a time.
    this.delivery = this.delivery
      .then(() => this.deliver(change))
      .catch((error: unknown) => debugLog('realtime', 'delivering a change failed', error));
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
        if (frame[3] === 'phx_join') checkJoin(channels, frame, joins);
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
      if (isStaffClaim(verified.claims) || this.access.knownStaff(verified.claims))
        this.anonymousSlot.get(ws)?.();
      else
        void this.access.isStaffNow(verified.claims).then((staff) => {
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
      void this.access.isStaffNow(channel.claims).then((staff) => {
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
    const columns = await this.access.columnsOf(change.schema, change.table);
    // One row-level-security check per audience (all anonymous subscribers share one), staff first.
    const ordered = [...audiences.values()].sort(
      (a, b) => (ROLE_ORDER[String(a.claims.role)] ?? 3) - (ROLE_ORDER[String(b.claims.role)] ?? 3),
    );
    for (const { claims, targets } of ordered) {
      if (!(await this.access.sessionIsLive(claims))) {
        // Signed out (or the password changed) since joining: the channel ends, as on a bad token.
        for (const { ws, channel } of targets) this.closeChannel(ws, channel, 'session ended');
        continue;
      }
      let record: Record<string, unknown> = {};
      if (change.type !== 'DELETE') {
        const visible = await this.access.readAs(claims, change);
        if (!visible) continue;
        // Filters and payload use the row as it was at this change, like Supabase's WAL-based
        // realtime; a row inserted and updated at once still arrives as two distinct events.
        record = change.record ?? visible;
      } else if (!(await this.access.mayRead(claims, change))) {
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
        send(ws, changeFrame(channel, bindingIds, change, columns, record));
      }
    }
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
}
