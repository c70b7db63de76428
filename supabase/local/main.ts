// `npm run stack`: the local Supabase-compatible stack on one port. Prints one line per fact a
// user needs; errors they can fix are one line and exit code 1.
import { readConfig, ConfigError, DEFAULT_ADMIN, DEMO_JWT_SECRET } from './config.ts';
import { startStack, type RunningStack } from './stack.ts';
import { StartupError } from './errors.ts';

async function main(): Promise<void> {
  const config = readConfig();
  // Signal handlers first: a Ctrl-C during start-up (or right after READY) must still shut down
  // cleanly rather than kill the process and orphan PostgREST.
  const running: { stack?: RunningStack } = {};
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!config.quiet) console.log(`\n${signal}: stopping…`);
    if (!running.stack) return; // start-up finishes, sees `stopping` and stops.
    running.stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Output to a pipe that closed (`npm start | head`, a terminal gone) must not become an error
  // of its own: writes to it are dropped.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  // Every handler answers its own errors; should one still escape, the shop keeps serving
  // everyone else rather than go down with it (and a failing report is not reported again).
  let reporting = false;
  const report = (error: unknown) => {
    if (reporting) return;
    reporting = true;
    try {
      console.error('comanda: unexpected error (still serving):', error);
    } catch {
      // nowhere to say it
    } finally {
      reporting = false;
    }
  };
  process.on('uncaughtException', report);
  process.on('unhandledRejection', report);

  const stack = await startStack(config);
  running.stack = stack;
  if (stopping) {
    await stack.stop();
    process.exit(0);
  }
  // A part that died and could not be restarted: stop the rest and exit non-zero, so that a service
  // manager (systemd's Restart=always) starts the stack again rather than leave it answering 503.
  void stack.failed.then(async (reason) => {
    if (stopping) return;
    stopping = true;
    console.error(`comanda: ${reason} Stopping.`);
    await stack.stop().catch(() => {});
    process.exit(1);
  });
  const say = (line: string) => console.log(line);
  if (!config.quiet) {
    const where =
      stack.database === 'embedded'
        ? `PostgreSQL in ${config.dataDir}`
        : 'PostgreSQL from DATABASE_URL';
    say(`Comanda is running (${where}, ready in ${(stack.startupMs / 1000).toFixed(1)} s)`);
    if (stack.migrations.applied.length)
      say(`  migrations applied: ${stack.migrations.applied.join(', ')}`);
    if (stack.migrations.seeded) say('  demo shop seeded');
    say(`  Storefront:  ${stack.url}/client`);
    say(
      `  Admin:       ${stack.url}/login   (user ${DEFAULT_ADMIN.username}, password ${DEFAULT_ADMIN.password} until you change it)`,
    );
    say(`  API:         ${stack.url}   anon key ${config.anonKey}`);
    say('Press Ctrl-C to stop.');
  }
  // Machine-readable, for tests and tools that start the stack on PORT=0.
  // The service-role key bypasses every policy: printed only while the public demo secret is in use
  // (when anyone can compute it anyway), never for a private JWT_SECRET.
  const demo = config.jwtSecret === DEMO_JWT_SECRET;
  const ready = {
    url: stack.url,
    port: stack.port,
    anonKey: config.anonKey,
    ...(demo ? { serviceRoleKey: config.serviceRoleKey } : {}),
    // Likewise the database's password: with a private secret (a real shop, whose logs are kept) it
    // stays in DATA_DIR/postgres-password, or in the operator's own DATABASE_URL.
    databaseUrl: demo ? stack.databaseUrl : withoutPassword(stack.databaseUrl),
    startupMs: stack.startupMs,
  };
  say(`READY ${JSON.stringify(ready)}`);
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(`comanda: ${error.message}`);
  } else {
    console.error('comanda: unexpected error during start-up:', error);
  }
  process.exit(1);
});
