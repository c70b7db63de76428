// The one port of the local stack: routes /rest/v1, /auth/v1, /storage/v1 and the realtime
// websocket to their services and everything else to the SPA. Like Supabase's API gateway, it
// wants a valid API key on every API call, and it refuses tokens whose role is not one of
// anon, authenticated or service_role before they reach PostgREST (which would otherwise run a
// `role: postgres` token as the superuser).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { rememberingVerifier, type JwtClaims, type VerifyResult } from './jwt.ts';
import {
  apiKeyOf,
  bearerToken,
  BodyTooLargeError,
  clientAddress,
  readBody,
  sendJson,
  setCors,
} from './http.ts';
import type { AuthService } from './auth.ts';
import type { StorageService } from './storage.ts';
import type { RealtimeService } from './realtime.ts';
import type { StaticSite } from './static.ts';
import { RATE_LIMITED_BODY, RestLimits } from './rest-limits.ts';

const MAX_REST_BODY_BYTES = 2 * 1024 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 60_000;
const MAX_CONNECTIONS = 4000;

/** The request target as a URL, or undefined when it is not one (e.g. `//[`). */
export function parseTarget(target: string | undefined): URL | undefined {
  try {
    return new URL(target ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

/**
 * The one place a handler's error becomes an answer: malformed input the handler did not expect
 * (bad JSON, bad percent-encoding) is the client's 400; anything else is this request's 500. The
 * process lives on either way.
 */
function answerError(res: ServerResponse, error: unknown): void {
  if (error instanceof SyntaxError || error instanceof URIError) {
    sendJson(res, 400, { message: 'Malformed request' });
    return;
  }
  console.error('[gateway]', error);
  if (res.headersSent) res.destroy();
  else sendJson(res, 500, { message: 'Internal error' });
}
const MAX_JSON_DEPTH = 32;

/** How deeply a JSON text nests arrays and objects (strings are skipped). */
export function jsonDepth(body: Buffer): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === 0x5c /* \\ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) max = Math.max(max, ++depth);
    else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return max;
}

export interface Services {
  postgrestSocket: string;
  auth: AuthService;
  storage: StorageService;
  realtime: RealtimeService;
  site: StaticSite;
  /** Which part is down, for uptime monitors (GET /health). */
  health: () => Promise<{ database: 'up' | 'down'; rest: 'up' | 'down' }>;
}

export class Gateway {
  readonly server: http.Server;
  private services: Services | undefined;
  private readonly verify: (token: string) => VerifyResult;
  private readonly restLimits: RestLimits;

  /** `rateLimits` false is RATE_LIMITS=off (tests and bench on this machine only). */
  constructor(jwtSecret: string, rateLimits = true) {
    this.verify = rememberingVerifier(jwtSecret);
    this.restLimits = new RestLimits(rateLimits);
    this.server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
      this.route(req, res).catch((error: unknown) => answerError(res, error));
    });
    this.server.on('upgrade', (req, socket, head) => {
      try {
        this.upgrade(req, socket as Duplex, head);
      } catch (error) {
        console.error('[gateway] upgrade', error);
        socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      }
    });
    this.server.keepAliveTimeout = 65_000;
    // A client gets this long to send its headers and its whole request (slow-body attacks).
    this.server.headersTimeout = HEADERS_TIMEOUT_MS;
    this.server.requestTimeout = REQUEST_TIMEOUT_MS;
    this.server.maxConnections = MAX_CONNECTIONS;
  }

  ready(services: Services): void {
    this.services = services;
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseTarget(req.url);
    if (!url) return sendJson(res, 400, { message: 'Malformed request target' });
    if (url.pathname === '/health') return this.health(res);
    const api = /^\/(rest|auth|storage|realtime)\/v1(\/.*)?$/.exec(url.pathname);
    if (!api) {
      if (!this.services) return sendJson(res, 503, { message: 'Starting up' });
      return this.services.site.serve(req, res, url.pathname);
    }
    setCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (!this.services) return sendJson(res, 503, { message: 'Starting up' });
    const [, service, rest = '/'] = api as unknown as [string, string, string | undefined];

    if (
      service === 'storage' &&
      /^\/object\/public\//.test(rest) &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      return this.services.storage.handle(req, res, rest, undefined);
    }
    const apiKey = apiKeyOf(req, url);
    if (!apiKey)
      return sendJson(res, 401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    if (!this.verify(apiKey).ok)
      return sendJson(res, 401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });

    if (service === 'auth') return this.services.auth.handle(req, res, rest, url);
    const token = bearerToken(req);
    const claims = token ? this.verify(token) : undefined;
    if (claims?.ok && !(await this.sessionIsLive(claims.claims))) {
      return sendJson(
        res,
        401,
        { code: 'PGRST301', message: 'Session ended: sign in again', details: null, hint: null },
        { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="session ended"' },
      );
    }
    if (service === 'storage') return this.services.storage.handle(req, res, rest, apiKey);
    if (service === 'rest') {
      if (claims && !claims.ok) {
        const expired = claims.reason === 'JWT expired';
        return sendJson(
          res,
          401,
          {
            code: expired ? 'PGRST301' : 'PGRST302',
            message: claims.reason,
            details: null,
            hint: null,
          },
          {
            'WWW-Authenticate': `Bearer error="invalid_token", error_description="${claims.reason}"`,
          },
        );
      }
      const account = claims?.ok ? claims.claims.sub : undefined;
      if (
        !this.restLimits.allow(url.pathname.slice('/rest/v1'.length), clientAddress(req), account)
      )
        return sendJson(res, 429, RATE_LIMITED_BODY);
      let body: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        try {
          body = await readBody(req, MAX_REST_BODY_BYTES);
        } catch (error) {
          if (error instanceof BodyTooLargeError) {
            return sendJson(res, 413, {
              code: 'PGRST413',
              message: 'Request body too large',
              details: null,
              hint: null,
            });
          }
          throw error;
        }
        if (jsonDepth(body) > MAX_JSON_DEPTH) {
          // No request of ours needs more than a few levels; JSON nested thousands deep would
          // only reach PostgreSQL's stack-depth limit and come back as a 500.
          return sendJson(res, 400, {
            code: 'PGRST102',
            message: 'Request body nested too deeply',
            details: null,
            hint: null,
          });
        }
      }
      return this.proxyRest(req, res, rest + url.search, body);
    }
    sendJson(res, 404, { message: 'Not found' });
  }

  /** A signed-in user's token is good while its session lasts (logout and password changes end it). */
  private sessionIsLive(claims: JwtClaims): Promise<boolean> | boolean {
    if (claims.role !== 'authenticated' || typeof claims.session_id !== 'string') return true;
    return this.services!.auth.sessions.isLive(claims.session_id);
  }

  private proxyRest(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: Buffer | undefined,
  ): void {
    const headers = { ...req.headers };
    delete headers.host;
    // The client's address as the database's rate limits read it: set here, never taken from
    // the client (TRUST_PROXY=1 takes it from the reverse proxy in front).
    headers['x-forwarded-for'] = clientAddress(req);
    delete headers['x-real-ip'];
    delete headers['cf-connecting-ip'];
    delete headers['transfer-encoding'];
    if (body) headers['content-length'] = String(body.length);
    // supabase-js sends the anon key as the bearer token when nobody is signed in; PostgREST
    // treats a missing token as anon too.
    const upstream = http.request(
      { socketPath: this.services!.postgrestSocket, method: req.method, path, headers },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 502, { message: 'The database API is not reachable' });
    });
    // A client that goes away frees its PostgREST connection at once.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  }

  private async health(res: ServerResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (!this.services) return sendJson(res, 503, { status: 'starting' });
    const parts = await this.services.health();
    const ok = parts.database === 'up' && parts.rest === 'up';
    sendJson(res, ok ? 200 : 503, { status: ok ? 'ok' : 'down', ...parts });
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const url = parseTarget(req.url);
    if (!url) {
      socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    if (url.pathname !== '/realtime/v1/websocket' || !this.services) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.services.realtime.upgrade(req, socket, head, apiKeyOf(req, url));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
