// The Linux process tree (/proc), for the bench's readings of the stack's processes: what each
// layer costs in CPU (process-cpu.ts) and in memory (stack-rss.ts).
import fs from 'node:fs';

/** The parent of `pid`, from /proc/<pid>/stat (the field after the parenthesised name). */
export function parentOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** `rootPid` and every process under it, parents before their children. */
export function processesUnder(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = parentOf(Number(entry));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    found.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return found;
}

/** Whether `ancestor` is above `pid` in the tree. */
export function isBelow(pid: number, ancestor: number): boolean {
  for (let at = pid; at > 1;) {
    at = parentOf(at);
    if (at === ancestor) return true;
  }
  return false;
}
