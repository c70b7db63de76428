import { describe, expect, it } from 'vitest';
import { supervise } from './supervisor.ts';

/** A child whose every run ends when the test says, or at once when `flapping`. */
function fakeChild(options: { flapping?: boolean; failRestart?: boolean } = {}) {
  let end: (why: string) => void = () => {};
  let exited = new Promise<string>((r) => (end = r));
  const child = {
    name: 'PostgREST',
    restarts: 0,
    exited: () => exited,
    async restart() {
      child.restarts++;
      if (options.failRestart) throw new Error('no binary');
      exited = options.flapping
        ? Promise.resolve('exit code 1')
        : new Promise<string>((r) => (end = r));
    },
    die: (why: string) => end(why),
  };
  return child;
}

function recorder() {
  const lines: string[] = [];
  let gaveUp: string | undefined;
  return {
    lines,
    gaveUp: () => gaveUp,
    hooks: { log: (l: string) => lines.push(l), giveUp: (r: string) => (gaveUp = r) },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 2));
};

describe('supervise', () => {
  it('restarts a child that died, saying so, and reports it down meanwhile', async () => {
    const child = fakeChild();
    const log = recorder();
    const supervisor = supervise(child, log.hooks, 300);
    expect(supervisor.isDown()).toBe(false);
    child.die('killed by SIGKILL');
    await until(() => supervisor.isDown());
    expect(supervisor.isDown()).toBe(true);
    await until(() => child.restarts === 1 && !supervisor.isDown());
    expect(log.lines).toEqual([
      'PostgREST stopped (killed by SIGKILL); restarting it in 0.3 s.',
      'PostgREST is running again.',
    ]);
    expect(log.gaveUp()).toBeUndefined();
  });

  it('gives up after 5 restarts in 2 minutes, whether they fail or die at once', async () => {
    for (const options of [{ flapping: true }, { failRestart: true }]) {
      const child = fakeChild(options);
      const log = recorder();
      supervise(child, log.hooks, 1);
      child.die('exit code 1');
      await until(() => log.gaveUp() !== undefined);
      expect(child.restarts).toBe(5);
      expect(log.gaveUp()).toMatch(
        /^PostgREST stopped \((exit code 1|restart failed: no binary)\) and could not be kept running: 5 restarts in 2 minutes\.$/,
      );
      // The pause doubles each time: 1, 2, 4, 8, 16 ms.
      expect(
        log.lines.filter((l) => l.includes('restarting')).map((l) => /in (\S+) s/.exec(l)![1]),
      ).toEqual(['0.001', '0.002', '0.004', '0.008', '0.016']);
    }
  });

  it('does not restart a child that the stack stopped', async () => {
    const child = fakeChild();
    const log = recorder();
    supervise(child, log.hooks, 1).stop();
    child.die('exit code 0');
    await new Promise((r) => setTimeout(r, 20));
    expect(child.restarts).toBe(0);
    expect(log.lines).toEqual([]);
  });
});
