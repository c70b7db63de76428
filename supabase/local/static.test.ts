// @vitest-environment node
// The installable panel's files as the stack serves them: the service worker and the manifest with
// the types browsers insist on, never cached for long (a new worker must reach the panel), and a
// page CSP that lets the panel register the worker, read the manifest and draw its badged icon.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { pageHeaders, StaticSite } from './static.ts';
import type { StorefrontRenderer } from './storefront-render.ts';

const PUBLIC = path.resolve(import.meta.dirname, '..', '..', 'public');
/** A built app: an index.html for the page to be drawn into. */
const DIST = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-static-'));
fs.writeFileSync(path.join(DIST, 'index.html'), '<html><body><div id="root"></div></body></html>');
/** The login page, a page of its own (src/login). */
fs.writeFileSync(
  path.join(DIST, 'login.html'),
  '<html><head></head><body><div id="root" data-page="login"></div></body></html>',
);
afterAll(() => fs.rmSync(DIST, { recursive: true, force: true }));

function get(site: StaticSite, pathname: string) {
  let status = 0;
  let headers: Record<string, string> = {};
  let body: Buffer = Buffer.alloc(0);
  const res = {
    writeHead(code: number, h: Record<string, string>) {
      status = code;
      headers = h;
    },
    end(chunk?: Buffer) {
      if (chunk) body = chunk;
    },
  } as unknown as ServerResponse;
  site.serve({ method: 'GET', headers: {} } as IncomingMessage, res, pathname);
  return { status, headers, body: body.toString('utf8') };
}

describe('the installable panel as served', () => {
  const site = new StaticSite(PUBLIC, { supabaseAnonKey: 'anon' });

  it('serves the service worker as JavaScript, revalidated on every load', () => {
    const sw = get(site, '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['Cache-Control']).toBe('no-cache');
    expect(sw.body).toContain("addEventListener('fetch'");
  });

  it('serves the manifest as a web app manifest naming the panel and its icons', () => {
    const manifest = get(site, '/manifest.webmanifest');
    expect(manifest.headers['Content-Type']).toBe('application/manifest+json');
    const json = JSON.parse(manifest.body) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(json).toMatchObject({
      name: 'Comanda — Painel',
      start_url: '/dashboard',
      display: 'standalone',
    });
    for (const icon of json.icons.filter((i) => i.src.endsWith('.png'))) {
      const png = get(site, icon.src);
      expect(png.headers['Content-Type'], icon.src).toBe('image/png');
    }
    expect(json.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it('lets the page register its own worker, read its manifest and draw a data: icon', () => {
    const csp = pageHeaders([])['Content-Security-Policy']!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/img-src [^;]*data:/);
  });
});

describe('a page drawn on the server as served', () => {
  /** A site whose renderer draws every page as `page`. */
  function drawingSite(page: { status?: number; noStore?: boolean }) {
    const renderer = {
      render: () =>
        Promise.resolve({ html: '<html><body>drawn</body></html>', scripts: [], ...page }),
    } as unknown as StorefrontRenderer;
    return new StaticSite(DIST, { supabaseAnonKey: 'anon' }, renderer);
  }

  async function getDrawn(site: StaticSite, pathname: string) {
    let status = 0;
    let headers: Record<string, string> = {};
    const res = {
      writeHead(code: number, h: Record<string, string>) {
        status = code;
        headers = h;
      },
      end() {},
    } as unknown as ServerResponse;
    await site.serve({ method: 'GET', headers: {} } as IncomingMessage, res, pathname);
    return { status, headers };
  }

  it("keeps a customer's order out of every cache and says 404 for one that does not exist", async () => {
    const order = await getDrawn(drawingSite({ noStore: true, status: 404 }), '/client/pedido/x');
    expect(order.status).toBe(404);
    expect(order.headers['Cache-Control']).toBe('private, no-store');
  });

  it('serves the menu as before: 200, revalidated', async () => {
    const menu = await getDrawn(drawingSite({}), '/client');
    expect(menu.status).toBe(200);
    expect(menu.headers['Cache-Control']).toBe('no-cache');
  });
});

describe('the login page as served', () => {
  const site = new StaticSite(DIST, { supabaseAnonKey: 'anon-key-of-this-stack' });

  it('answers /login with login.html, which learns where the API is, like the app', () => {
    for (const pathname of ['/login', '/login/']) {
      const login = get(site, pathname);
      expect(login.status, pathname).toBe(200);
      expect(login.headers['Content-Type']).toBe('text/html; charset=utf-8');
      expect(login.body).toContain('data-page="login"');
      expect(login.body).toContain('window.__COMANDA_CONFIG__');
      expect(login.body).toContain('anon-key-of-this-stack');
      // The injected config is one of the page's own scripts: the CSP lets it run.
      expect(login.headers['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it('leaves every other page to the app', () => {
    for (const pathname of ['/dashboard', '/login-x', '/login/x']) {
      expect(get(site, pathname).body, pathname).toContain('<div id="root"></div>');
    }
  });
});
