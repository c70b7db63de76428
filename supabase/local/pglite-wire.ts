// A Postgres wire-protocol server in front of one PGlite instance.
//
// PGlite is a single backend session shared by every connection, so this server must serialise
// them (DESIGN.md section 2, known traps 1-3):
// - a connection holds the database exclusively from its first message until PGlite answers
//   ReadyForQuery with status idle ('I'); PostgREST sends BEGIN, set_config, the query and COMMIT
//   as separate batches, and none of another connection's messages may run in between;
// - session state outlives connections, so it is reset whenever a connection goes away, and a
//   connection idle inside a transaction is cut off;
// - NotificationResponse messages (NOTIFY) arrive in the output of whichever connection committed:
//   they are taken out of the stream and handed to `onNotification`.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST_CODE = 80877103;
const CANCEL_REQUEST_CODE = 80877102;
const GSSENC_REQUEST_CODE = 80877104;
const IDLE_IN_TRANSACTION_MS = 30_000;

export interface Notification {
  channel: string;
  payload: string;
}

type Owner = WireConnection | 'internal';

/** A FIFO lock with an owner: the connection that holds PGlite until it is idle again. */
class ExclusiveLock {
  private owner: Owner | null = null;
  private waiters: Array<{ owner: Owner; grant: () => void; abandon: (e: Error) => void }> = [];

  async acquire(owner: Owner): Promise<void> {
    if (this.owner === owner) return;
    if (this.owner === null) {
      this.owner = owner;
      return;
    }
    await new Promise<void>((grant, abandon) => this.waiters.push({ owner, grant, abandon }));
  }

  release(owner: Owner): void {
    if (this.owner !== owner) return;
    const next = this.waiters.shift();
    this.owner = next ? next.owner : null;
    next?.grant();
  }

  holds(owner: Owner): boolean {
    return this.owner === owner;
  }

  /** Drops an owner's place in the queue; its pending acquire fails. */
  abandon(owner: Owner): void {
    const mine = this.waiters.filter((w) => w.owner === owner);
    this.waiters = this.waiters.filter((w) => w.owner !== owner);
    for (const waiter of mine) waiter.abandon(new Error('connection closed'));
  }
}

class WireConnection {
  private buffer = Buffer.alloc(0);
  private started = false;
  private work: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Transaction status from the last ReadyForQuery: I idle, T in transaction, E failed. */
  status: 'I' | 'T' | 'E' = 'I';

  constructor(
    private readonly socket: net.Socket,
    private readonly server: PgliteWireServer,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.onData(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.closed = true;
      this.clearIdleTimer();
      this.server.abandon(this);
      this.work = this.work.then(() => this.server.detach(this));
    });
  }

  private onData(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    const messages: Buffer[] = [];
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) break;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) break;
        const code = this.buffer.readInt32BE(4);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) {
          this.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST_CODE) {
          this.socket.end();
          return;
        }
        this.started = true;
        messages.push(Buffer.from(message));
        continue;
      }
      if (this.buffer.length < 5) break;
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) break;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (message[0] === 0x58 /* Terminate */) {
        this.socket.end();
        return;
      }
      messages.push(Buffer.from(message));
    }
    if (messages.length === 0) return;
    const batch = Buffer.concat(messages);
    this.clearIdleTimer();
    this.work = this.work
      .then(() => this.run(batch))
      .catch(() => {
        this.socket.destroy();
      });
  }

  private async run(batch: Buffer): Promise<void> {
    if (this.closed) return;
    const output = await this.server.execute(this, batch);
    if (output.length > 0 && !this.closed) this.socket.write(output);
    if (this.server.holding(this)) this.armIdleTimer();
  }

  private armIdleTimer(): void {
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => this.socket.destroy(), IDLE_IN_TRANSACTION_MS);
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }
}

export class PgliteWireServer {
  private readonly lock = new ExclusiveLock();
  private readonly server: net.Server;
  private readonly connections = new Set<net.Socket>();

  constructor(
    private readonly db: PGlite,
    private readonly onNotification: (n: Notification) => void,
  ) {
    this.server = net.createServer((socket) => {
      this.connections.add(socket);
      socket.on('close', () => this.connections.delete(socket));
      new WireConnection(socket, this);
    });
  }

  listen(host = '127.0.0.1'): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, host, () => {
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  holding(connection: WireConnection): boolean {
    return this.lock.holds(connection);
  }

  /** Runs one batch of protocol messages for a connection, keeping PGlite until it is idle. */
  async execute(connection: WireConnection, batch: Buffer): Promise<Buffer> {
    await this.lock.acquire(connection);
    let raw: Uint8Array;
    try {
      raw = await this.db.execProtocolRaw(batch, { throwOnError: false });
    } catch (error) {
      this.lock.release(connection);
      throw error;
    }
    const { output, status } = this.filterOutput(Buffer.from(raw));
    if (status) connection.status = status;
    if (status === 'I') this.lock.release(connection);
    return output;
  }

  /** Runs work that needs PGlite to itself (the stack's own maintenance), between connections. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    await this.lock.acquire('internal');
    try {
      return await work();
    } finally {
      this.lock.release('internal');
    }
  }

  abandon(connection: WireConnection): void {
    this.lock.abandon(connection);
  }

  /** A connection went away: undo whatever it left behind in the shared session. */
  async detach(connection: WireConnection): Promise<void> {
    if (!this.lock.holds(connection) && connection.status === 'I') return;
    await this.lock.acquire(connection);
    try {
      if (connection.status !== 'I') await this.db.exec('rollback');
      await this.db.exec('reset all; reset session authorization; deallocate all; close all;');
    } finally {
      connection.status = 'I';
      this.lock.release(connection);
    }
  }

  /** Splits PGlite's output into messages, keeps NOTIFYs for realtime, reports the last status. */
  private filterOutput(data: Buffer): { output: Buffer; status: 'I' | 'T' | 'E' | undefined } {
    let status: 'I' | 'T' | 'E' | undefined;
    const kept: Buffer[] = [];
    let offset = 0;
    let keptFrom = 0;
    while (offset + 5 <= data.length) {
      const type = data[offset];
      const length = 1 + data.readInt32BE(offset + 1);
      if (type === 0x5a /* Z: ReadyForQuery */) {
        status = String.fromCharCode(data[offset + 5]!) as 'I' | 'T' | 'E';
      } else if (type === 0x41 /* A: NotificationResponse */) {
        kept.push(data.subarray(keptFrom, offset));
        keptFrom = offset + length;
        this.onNotification(parseNotification(data.subarray(offset + 5, offset + length)));
      }
      offset += length;
    }
    kept.push(data.subarray(keptFrom));
    return { output: kept.length === 1 ? kept[0]! : Buffer.concat(kept), status };
  }

  async close(): Promise<void> {
    for (const socket of this.connections) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function parseNotification(body: Buffer): Notification {
  // Int32 process id, then channel and payload as C strings.
  const channelEnd = body.indexOf(0, 4);
  const payloadEnd = body.indexOf(0, channelEnd + 1);
  return {
    channel: body.subarray(4, channelEnd).toString('utf8'),
    payload: body.subarray(channelEnd + 1, payloadEnd).toString('utf8'),
  };
}
