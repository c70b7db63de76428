// bcrypt off the event loop. A comparison costs ~100 ms of CPU; bcryptjs's async API only slices
// that work on the main thread, so a flood of password checks still slowed every other request.
// Here a few worker threads run bcryptjs (the same $2a$/$2b$ hashes auth.users already holds).
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import os from 'node:os';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, op, a, b }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(a, b) : bcrypt.compareSync(a, b);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;
/** Past this many waiting checks new ones are refused at once rather than queued for minutes. */
const MAX_QUEUED = 200;

export class BcryptBusyError extends Error {}

type Task = {
  op: 'hash' | 'compare';
  a: string;
  b: string | number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

class BcryptPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private readonly running = new Map<Worker, Task>();
  private started = false;

  constructor(private readonly size: number) {}

  run(task: Omit<Task, 'resolve' | 'reject'>): Promise<unknown> {
    this.start();
    if (this.queue.length >= MAX_QUEUED)
      return Promise.reject(new BcryptBusyError('too many password checks'));
    return new Promise((resolve, reject) => {
      this.queue.push({ ...task, resolve, reject });
      this.next();
    });
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    for (let i = 0; i < this.size; i++) this.spawn();
  }

  private spawn(): void {
    const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
    // Idle workers must not keep a stopping process alive.
    worker.unref();
    worker.on('message', (message: { result?: unknown; error?: string }) => {
      const task = this.running.get(worker);
      this.running.delete(worker);
      this.idle.push(worker);
      if (task) {
        if (message.error !== undefined) task.reject(new Error(message.error));
        else task.resolve(message.result);
      }
      this.next();
    });
    worker.on('error', (error) => {
      this.running.get(worker)?.reject(error);
      this.running.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.spawn();
    });
    this.idle.push(worker);
  }

  private next(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const task = this.queue.shift()!;
      this.running.set(worker, task);
      worker.postMessage({ id: 0, op: task.op, a: task.a, b: task.b });
    }
  }
}

const pool = new BcryptPool(Math.max(1, Math.min(2, os.availableParallelism() - 1)));

export function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return pool.run({ op: 'compare', a: password, b: hash }) as Promise<boolean>;
}

export function bcryptHash(password: string, rounds = 10): Promise<string> {
  return pool.run({ op: 'hash', a: password, b: rounds }) as Promise<string>;
}
