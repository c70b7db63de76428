// Child processes that die with the stack. PostgreSQL and PostgREST run behind a tiny shell guard
// whose standard input is a pipe from the stack: when the stack stops — or is killed with kill -9,
// or crashes — the kernel closes that pipe, the guard sees end-of-file and stops its child with
// `stopSignal`. So no PostgreSQL or PostgREST is ever left running on its own.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const GUARD = [
  'exec 3<&0',
  '"$@" </dev/null &',
  'child=$!',
  // Background lists read /dev/null unless redirected: read the stack's pipe through fd 3.
  '{ while read -r _ <&3; do :; done; kill -s "$STOP_SIGNAL" "$child" 2>/dev/null; } &',
  'watcher=$!',
  // SIGUSR1 (PostgREST's schema reload) is passed on; `wait` returns early when a trap runs.
  'trap \'kill -s USR1 "$child" 2>/dev/null\' USR1',
  'while :; do wait "$child"; code=$?; kill -0 "$child" 2>/dev/null || break; done',
  'kill "$watcher" 2>/dev/null',
  'exit "$code"',
].join('\n');

export interface GuardedChild {
  process: ChildProcess;
  /** Closes the pipe: the guard stops the child with its stop signal. */
  stop(): void;
  /** Passes SIGUSR1 to the child. */
  signalUsr1(): void;
}

export function spawnGuarded(
  command: string,
  args: string[],
  stopSignal: 'INT' | 'TERM',
  options: Omit<SpawnOptions, 'stdio'> & { env: NodeJS.ProcessEnv },
): GuardedChild {
  const child = spawn('/bin/sh', ['-c', GUARD, 'guard', command, ...args], {
    ...options,
    env: { ...options.env, STOP_SIGNAL: stopSignal },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin?.on('error', () => {});
  return {
    process: child,
    stop() {
      child.stdin?.end();
    },
    signalUsr1() {
      if (child.exitCode === null) child.kill('SIGUSR1');
    },
  };
}

/** The guard exits with 128 + the signal number when its child was killed. */
export function exitReason(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `killed by ${signal}`;
  if (code !== null && code > 128) return `exit code ${code}, killed by signal ${code - 128}`;
  return `exit code ${code}`;
}
