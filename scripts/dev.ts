// `npm run dev`: the local stack plus Vite's dev server (reloads on a change), which proxies the API paths
// (/rest, /auth, /storage, /realtime) to the stack.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stackPort = process.env.PORT || '54321';
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${command} ${args.join(' ')} exited (${code}); stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], { PORT: stackPort });
start('npx', ['vite', '--port', process.env.VITE_PORT || '5173'], {
  STACK_URL: `http://127.0.0.1:${stackPort}`,
  // The browser talks to Vite's origin; Vite forwards the API paths to the stack.
  VITE_SUPABASE_URL: '',
});
