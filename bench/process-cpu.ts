// CPU time used by the stack's processes (Linux /proc): the gateway's Node process, PostgREST and
// PostgreSQL (postmaster and its backends), summed over the stack's process tree. Per order it is a
// steadier figure than a rate on a shared machine: what each layer costs, not how long it waited.
import fs from 'node:fs';
import { processesUnder } from './process-tree.ts';

export type Layer = 'gateway' | 'postgrest' | 'postgres';

const TICKS_PER_SECOND = 100;

/** CPU milliseconds used so far by each layer under `rootPid`; null where /proc is not there. */
export function layerCpuMs(rootPid: number): Record<Layer, number> | null {
  if (!fs.existsSync(`/proc/${rootPid}/stat`)) return null;
  const used: Record<Layer, number> = { gateway: 0, postgrest: 0, postgres: 0 };
  for (const pid of processesUnder(rootPid)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
      if (pid === rootPid) used.gateway += ms;
      else if (name === 'postgrest') used.postgrest += ms;
      else if (name.startsWith('postgres')) used.postgres += ms;
    } catch {
      // gone meanwhile
    }
  }
  return used;
}

/** CPU ms per order of each layer between two readings. */
export function perOrder(
  before: Record<Layer, number> | null,
  after: Record<Layer, number> | null,
  orders: number,
): Record<Layer, number> | null {
  if (!before || !after || orders === 0) return null;
  const per = (layer: Layer) => (after[layer] - before[layer]) / orders;
  return { gateway: per('gateway'), postgrest: per('postgrest'), postgres: per('postgres') };
}
