// The configuration contract of the local stack (docs/architecture.md): environment variables,
// their defaults, and the API keys derived from the JWT secret.
import fs from 'node:fs';
import path from 'node:path';
import { signJwt } from './jwt.ts';

/** The Supabase CLI's well-known local development secret and the keys it signs. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export { DEMO_ANON_KEY } from '../../src/lib/demo-keys.ts';
import { DEMO_ANON_KEY } from '../../src/lib/demo-keys.ts';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export { ADMIN_EMAIL_DOMAIN } from '../../src/lib/admin-account.ts';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from '../../src/lib/admin-account.ts';
export const DEFAULT_ADMIN = { username: DEFAULT_ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD };

export interface StackConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  distDir: string;
  /** Where migrations/ and seed.sql live. */
  supabaseDir: string;
  projectRoot: string;
  /** Public URL the SPA should call; unset means "the page's own origin". */
  publicSupabaseUrl: string | undefined;
  quiet: boolean;
  /** RATE_LIMITS=off: the storefront's and sign-in's limits are off (tests and bench only). */
  rateLimits: boolean;
  /** Who sends the Web Push messages (VAPID `sub`): a mailto: or https: address of the shop. */
  vapidSubject: string;
  /** PUSH_SENDER=off: the stack sends no Web Push itself (another sender, such as the Edge Function, does). */
  pushSender: boolean;
}

export class ConfigError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function readConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const projectRoot = findProjectRoot(import.meta.dirname);
  const port = env.PORT === undefined || env.PORT === '' ? 54321 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a number from 0 to 65535, got "${env.PORT}".`);
  }
  const host = env.HOST || '127.0.0.1';
  const jwtSecret = env.JWT_SECRET || DEMO_JWT_SECRET;
  if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must have at least 32 characters.');
  }
  if (!LOOPBACK.has(host) && jwtSecret === DEMO_JWT_SECRET) {
    throw new ConfigError(
      `Refusing to listen on ${host} with the public demo JWT secret: anyone could sign admin tokens. ` +
        'Set JWT_SECRET to a private random string of at least 32 characters, or keep HOST=127.0.0.1.',
    );
  }
  const rateLimits =
    env.RATE_LIMITS === undefined || env.RATE_LIMITS === '' ? 'on' : env.RATE_LIMITS;
  if (rateLimits !== 'on' && rateLimits !== 'off') {
    throw new ConfigError(`RATE_LIMITS must be on or off, got "${env.RATE_LIMITS}".`);
  }
  // Limits off is for test and bench runs on this machine; a shop anyone can reach keeps them.
  if (rateLimits === 'off' && !LOOPBACK.has(host)) {
    throw new ConfigError(
      `Refusing to listen on ${host} with RATE_LIMITS=off: anyone could guess passwords and promo codes. ` +
        'Remove RATE_LIMITS, or keep HOST=127.0.0.1.',
    );
  }
  const pushSender =
    env.PUSH_SENDER === undefined || env.PUSH_SENDER === '' ? 'on' : env.PUSH_SENDER;
  if (pushSender !== 'on' && pushSender !== 'off') {
    throw new ConfigError(`PUSH_SENDER must be on or off, got "${env.PUSH_SENDER}".`);
  }
  const demo = jwtSecret === DEMO_JWT_SECRET;
  return {
    port,
    host,
    dataDir: path.resolve(projectRoot, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    anonKey: demo ? DEMO_ANON_KEY : apiKey('anon', jwtSecret),
    serviceRoleKey: demo ? DEMO_SERVICE_ROLE_KEY : apiKey('service_role', jwtSecret),
    distDir: path.resolve(projectRoot, env.DIST_DIR || 'dist'),
    supabaseDir: path.resolve(projectRoot, env.SUPABASE_DIR || 'supabase'),
    projectRoot,
    publicSupabaseUrl: env.VITE_SUPABASE_URL || undefined,
    quiet: env.STACK_QUIET === '1',
    rateLimits: rateLimits === 'on',
    vapidSubject: env.VAPID_SUBJECT || 'mailto:admin@comanda.app',
    pushSender: pushSender === 'on',
  };
}

/**
 * The folder of package.json above `from`: supabase/local/ when the stack runs from its sources,
 * dist-server/ when it runs built (`npm start`).
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..', '..');
  }
}

/** API keys are long-lived JWTs carrying only a role, like Supabase's anon and service keys. */
function apiKey(role: 'anon' | 'service_role', secret: string): string {
  return signJwt({ iss: 'comanda-local', role, iat: 1735689600, exp: 2051222400 }, secret);
}
