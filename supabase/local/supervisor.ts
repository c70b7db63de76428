// Keeps a child of the stack (PostgreSQL, PostgREST) running: when it dies it is started again after
// a growing pause, with a log line each time; when it cannot be kept up (too many restarts in a
// short time) the stack gives up and exits non-zero, so a service manager such as systemd restarts
// the whole thing or tells someone.

export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 120_000;
const FIRST_PAUSE_MS = 500;

export interface Supervised {
  name: string;
  /** Settles when the running child stops, with how it ended. */
  exited(): Promise<string>;
  /** Starts it again; throws when it cannot. */
  restart(): Promise<void>;
}

export interface Supervisor {
  /** True from the moment the child died until it is running again. */
  isDown(): boolean;
  /** Before a deliberate stop: the child's exit is then expected. */
  stop(): void;
}

export function supervise(
  child: Supervised,
  hooks: { log(line: string): void; giveUp(reason: string): void },
  firstPauseMs = FIRST_PAUSE_MS,
): Supervisor {
  let stopped = false;
  let down = false;
  const attempts: number[] = [];

  const keepUp = async (): Promise<void> => {
    for (;;) {
      let why = await child.exited();
      if (stopped) return;
      down = true;
      for (;;) {
        const now = Date.now();
        const recent = attempts.filter((t) => now - t < RESTART_WINDOW_MS);
        attempts.splice(0, attempts.length, ...recent);
        if (recent.length >= MAX_RESTARTS) {
          hooks.giveUp(
            `${child.name} stopped (${why}) and could not be kept running: ${MAX_RESTARTS} restarts in ${RESTART_WINDOW_MS / 60_000} minutes.`,
          );
          return;
        }
        const pause = firstPauseMs * 2 ** recent.length;
        hooks.log(`${child.name} stopped (${why}); restarting it in ${pause / 1000} s.`);
        await new Promise((r) => setTimeout(r, pause));
        if (stopped) return;
        attempts.push(Date.now());
        try {
          await child.restart();
          down = false;
          hooks.log(`${child.name} is running again.`);
          break;
        } catch (error) {
          why = `restart failed: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
    }
  };
  void keepUp();

  return {
    isDown: () => down,
    stop() {
      stopped = true;
    },
  };
}
