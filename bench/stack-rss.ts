// The stack's resident memory (Linux /proc), summed over its process tree and split by part:
// the gateway's node process, PostgreSQL, PostgREST, npm and the shells that guard them.
import fs from 'node:fs';
import { isBelow, processesUnder } from './process-tree.ts';

type Part = 'gateway' | 'postgres' | 'postgrest' | 'npm' | 'shells';

/** Resident memory in MB of `rootPid` and every process under it, in all and by part. */
export function stackRss(rootPid: number): Record<'total' | Part, number> {
  const kb = { total: 0, gateway: 0, postgres: 0, postgrest: 0, npm: 0, shells: 0 };
  const partOf = (pid: number, name: string): Part => {
    if (name === 'postgrest') return 'postgrest';
    if (name.startsWith('postgres')) return 'postgres';
    if (name === 'sh') return 'shells'; // npm's and the guards of PostgreSQL and PostgREST
    const npm = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('npm');
    return pid === rootPid && npm ? 'npm' : 'gateway';
  };
  for (const pid of processesUnder(rootPid)) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      kb[partOf(pid, /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '')] += rss;
      kb.total += rss;
    } catch {
      // gone meanwhile
    }
  }
  const mb = (value: number) => Math.round(value / 102.4) / 10;
  return {
    total: mb(kb.total),
    gateway: mb(kb.gateway),
    postgres: mb(kb.postgres),
    postgrest: mb(kb.postgrest),
    npm: mb(kb.npm),
    shells: mb(kb.shells),
  };
}

/** The stack's own node process: `rootPid`, or under npm the node process below it. */
export function gatewayPid(rootPid: number): number {
  const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  if (!cmdline(rootPid).startsWith('npm')) return rootPid;
  const node = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .find((pid) => {
      try {
        // The node process itself, not npm's shell that started it.
        const name = /^Name:\s+(.*)$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        return name !== 'sh' && cmdline(pid).includes('scripts/start.js') && isBelow(pid, rootPid);
      } catch {
        return false;
      }
    });
  if (!node) throw new Error('no stack process under npm start');
  return node;
}

/** How a reading is logged: the total and each layer. */
export function describeRss(rss: ReturnType<typeof stackRss>): string {
  return `${rss.total} MB (gateway ${rss.gateway}, PostgreSQL ${rss.postgres}, PostgREST ${rss.postgrest}, npm ${rss.npm}, shells ${rss.shells})`;
}
