// Serves the built SPA (dist/): files as they are, login.html for /login (the login page is a page
// of its own, src/login), index.html for every other path, with the runtime configuration (API URL
// and anon key) injected into both so that a custom JWT_SECRET needs no rebuild.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { scriptJson, templateScripts } from '../../src/lib/page-scripts.ts';
import type { StorefrontRenderer } from './storefront-render.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** The pages that read window.__COMANDA_CONFIG__ (src/lib/config.ts). */
const CONFIGURED_PAGES = new Set(['/index.html', '/login.html']);

/** The file a page's path is served from, when it is not the app's index.html. */
const PAGE_FILES: Record<string, string> = { '/login': '/login.html', '/login/': '/login.html' };

/**
 * The page's security headers. Scripts: our own files and, by hash, the inline scripts we wrote
 * (`scripts`: the route preloads, the theme boot, the runtime config, a rendered page's loader),
 * nothing else. The panel cannot be framed (clickjacking). Images and API calls may reach https
 * hosts: map tiles, CEP and geocoding lookups, product photos hosted elsewhere.
 */
export function pageHeaders(scripts: string[]): Record<string, string> {
  const hashes = [...new Set(scripts)].map(
    (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "connect-src 'self' https: wss:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * The one spelling of a request path: percent-decoded, dot segments and repeated slashes resolved.
 * Undefined when it cannot name a file of dist/ (bad encoding, NUL, or outside dist/).
 */
export function canonicalPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const normal = path.posix.normalize('/' + decoded).replace(/\/+/g, '/');
  return normal.startsWith('/') && !normal.split('/').includes('..') ? normal : undefined;
}

interface CachedFile {
  /** Security headers of an HTML page (its CSP lists the hashes of its own inline scripts). */
  pageHeaders?: Record<string, string>;
  body: Buffer;
  gzip?: Buffer;
  type: string;
  immutable: boolean;
  /** A page with one customer's data in it: no cache keeps it. */
  noStore?: boolean;
}

export class StaticSite {
  private readonly cache = new Map<string, CachedFile>();
  private cachedBytes = 0;

  constructor(
    private readonly distDir: string,
    private readonly runtimeConfig: {
      supabaseUrl?: string;
      supabaseAnonKey: string;
      vapidPublicKey?: string;
    },
    /** Draws the storefront's first page on the server (absent: the browser always renders). */
    private readonly renderer?: StorefrontRenderer,
  ) {}

  serve(req: IncomingMessage, res: ServerResponse, pathname: string): void | Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const canonical = canonicalPath(pathname);
    const file = this.load((canonical && PAGE_FILES[canonical]) ?? canonical);
    if (file) return this.send(req, res, file);
    const index = this.load('/index.html');
    if (!index) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The app is not built yet: run npm run build (npm start does it for you).');
      return;
    }
    if (this.renderer && canonical) return this.serveRendered(req, res, canonical, index);
    this.send(req, res, index);
  }

  /** The app's page with the page at `pathname` drawn in it when it is a server-rendered one. */
  private async serveRendered(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    index: CachedFile,
  ): Promise<void> {
    const page = await this.renderer!.render(pathname, index.body.toString('utf8')).catch(
      () => null,
    );
    if (page === null) return this.send(req, res, index);
    const body = Buffer.from(page.html);
    this.send(
      req,
      res,
      {
        ...index,
        pageHeaders: pageHeaders(page.scripts),
        body,
        // On this thread: zlib's buffers on the thread pool left each of its threads a malloc arena
        // that kept growing under load; a page compresses in a millisecond or two.
        gzip: zlib.gzipSync(body, { level: 6 }),
        noStore: page.noStore === true,
      },
      page.status ?? 200,
    );
  }

  private send(req: IncomingMessage, res: ServerResponse, file: CachedFile, status = 200): void {
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip && file.gzip ? file.gzip : file.body;
    res.writeHead(status, {
      'Content-Type': file.type,
      'Content-Length': String(body.length),
      'Cache-Control': file.immutable
        ? 'public, max-age=31536000, immutable'
        : file.noStore
          ? 'private, no-store'
          : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...file.pageHeaders,
      Vary: 'Accept-Encoding',
      ...(body === file.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The file at `relative` (a canonical path from canonicalPath), cached. Keys are canonical paths
   * of files that exist, so the cache holds at most one entry per file of dist/ however a path is
   * spelled; and at most MAX_CACHE_BYTES in all (beyond that files are read from disk each time).
   */
  private load(relative: string | undefined): CachedFile | undefined {
    if (relative === undefined) return undefined;
    const cached = this.cache.get(relative);
    if (cached) return cached;
    const full = path.join(this.distDir, relative);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(full);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const ext = path.extname(full).toLowerCase();
    let body = fs.readFileSync(full);
    if (CONFIGURED_PAGES.has(relative)) body = Buffer.from(this.inject(body.toString('utf8')));
    const file: CachedFile = {
      // Our own built pages: their inline scripts are ours.
      ...(ext === '.html'
        ? { pageHeaders: pageHeaders(templateScripts(body.toString('utf8'))) }
        : {}),
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      immutable: relative.startsWith('/assets/'),
      ...(COMPRESSIBLE.has(ext) && body.length > 1024
        ? { gzip: zlib.gzipSync(body, { level: 9 }) }
        : {}),
    };
    const size = file.body.length + (file.gzip?.length ?? 0);
    if (this.cachedBytes + size <= MAX_CACHE_BYTES) {
      this.cache.set(relative, file);
      this.cachedBytes += size;
    }
    return file;
  }

  private inject(html: string): string {
    const json = scriptJson(this.runtimeConfig);
    const at = html.lastIndexOf('</head>');
    if (at < 0) return html;
    return `${html.slice(0, at)}<script>window.__COMANDA_CONFIG__ = ${json};</script>${html.slice(at)}`;
  }
}
