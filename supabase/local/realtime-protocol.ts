// The wire side of /realtime/v1/websocket: Phoenix frames as realtime-js sends them (vsn 2.0.0
// JSON [join_ref, ref, topic, event, payload]), the postgres_changes bindings a join asks for, the
// limits one socket may hold, and the changes the database notifies.
import type { WebSocket } from 'ws';
import type { JwtClaims } from './jwt.ts';

export type Frame = [string | null, string | null, string, string, Record<string, unknown>];

export interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: Binding[];
}

export interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  pk: Record<string, unknown>;
  /** The row at the time of the change (absent for deletes and for rows too big to notify). */
  record?: Record<string, unknown>;
}

export interface Column {
  name: string;
  type: string;
}

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

export class FrameError extends Error {}

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.length > max)
    throw new FrameError(`${field} must be a string of at most ${max} characters`);
  return value;
}

/** The postgres_changes bindings of a phx_join, validated: anything else is the client's error. */
export function parseBindings(config: unknown): Array<Omit<Binding, 'id'>> {
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

/** Refuses a join past the socket's limits: joins per second, channels, bindings in all. */
export function checkJoin(
  channels: Map<string, Channel>,
  frame: Frame,
  joins: { second: number; count: number },
): void {
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
  const asked = Array.isArray(config?.postgres_changes) ? config.postgres_changes.length : 0;
  if (bindings + asked > REALTIME_LIMITS.bindingsPerConnection)
    throw new FrameError('too many postgres_changes bindings on this connection');
}

/** The postgres_changes frame that gives a channel's matching bindings one change. */
export function changeFrame(
  channel: Channel,
  ids: number[],
  change: Change,
  columns: Column[],
  record: Record<string, unknown>,
): Frame {
  return [
    channel.joinRef,
    null,
    channel.topic,
    'postgres_changes',
    {
      ids,
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
  ];
}

export function matches(binding: Binding, change: Change): boolean {
  if (binding.event !== '*' && binding.event.toUpperCase() !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table && binding.table !== '*' && binding.table !== change.table) return false;
  return true;
}

export function isFrame(value: unknown): value is Frame {
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

export function send(ws: WebSocket, frame: Frame): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
}
