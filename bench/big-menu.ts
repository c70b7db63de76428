// A big menu (docs/performance.md): 80 products with camera-sized photos in 10 categories,
// complementos on a third of them, on a stack of its own (seeded by bench/big-menu-seed.ts). Then,
// on /client at 390 px: every byte requested before the first product card shows (and before its
// photo shows), Lighthouse mobile, and the long tasks while a customer taps through the categories
// and scrolls the whole menu with the CPU slowed down 4×.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { removeDir, startStack } from '../tests/support/stack.ts';
import { benchContext, launchBenchBrowser } from './browser.ts';
import { lighthouseMedian } from './lighthouse.ts';
import { kb, type Results } from './measures.ts';
import { seedBigMenu } from './big-menu-seed.ts';

const PHONE = { width: 390, height: 844 };

// Plain source: the bench runs under tsx, whose helpers (__name) do not exist in the page.
const MARKS = `(() => {
  new MutationObserver((_, observer) => {
    const card = document.querySelector('article h3');
    if (!card) return;
    window.__firstCardAt ??= performance.timeOrigin + performance.now();
    const img = document.querySelector('article img');
    if (!img) return;
    observer.disconnect();
    const stamp = () => { window.__firstPhotoAt = performance.timeOrigin + performance.now(); };
    if (img.complete && img.naturalWidth > 0) stamp();
    else img.addEventListener('load', stamp, { once: true });
  }).observe(document, { childList: true, subtree: true });
})()`;

interface Bytes {
  total: number;
  requests: number;
  byType: Record<string, number>;
}

function sum(requests: Array<{ type: string; startedAt: number; bytes: number }>, until: number) {
  const bytes: Bytes = { total: 0, requests: 0, byType: {} };
  for (const r of requests) {
    if (r.startedAt > until) continue;
    bytes.total += r.bytes;
    bytes.requests++;
    bytes.byType[r.type] = (bytes.byType[r.type] ?? 0) + r.bytes;
  }
  return bytes;
}

/** Everything /client downloads (bytes on the wire, headers included) until its first card shows. */
async function bytesToFirstCard(browser: Browser, url: string) {
  const context = await benchContext(browser, { viewport: PHONE, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    await page.addInitScript(MARKS);
    const seen: Array<Promise<{ type: string; startedAt: number; bytes: number } | null>> = [];
    page.on('requestfinished', (request) => {
      seen.push(
        request.sizes().then(
          (sizes) => ({
            type: request.resourceType(),
            startedAt: request.timing().startTime,
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${url}/client`);
    await page.locator('article img').first().waitFor();
    await page.waitForFunction(() => '__firstPhotoAt' in window, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => {
      const w = window as unknown as { __firstCardAt: number; __firstPhotoAt: number };
      return { card: w.__firstCardAt, photo: w.__firstPhotoAt };
    });
    const requests = (await Promise.all(seen)).filter((r) => r !== null);
    return {
      toCard: sum(requests, marks.card),
      toPhoto: sum(requests, marks.photo),
      all: sum(requests, Infinity),
    };
  } finally {
    await context.close();
  }
}

const LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})()`;

/** Taps every category chip, then swipes the page top to bottom, with the CPU 4× slower. */
async function scrollLongTasks(browser: Browser, url: string) {
  const context = await benchContext(browser, {
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(LONG_TASKS);
    await page.goto(`${url}/client`);
    await page.locator('article h3').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const from = await page.evaluate(() => performance.now());
    const chips = page.getByRole('navigation', { name: 'Categorias' }).getByRole('button');
    const count = await chips.count();
    for (let i = 1; i < count; i++) {
      await chips.nth(i).tap();
      await page.waitForTimeout(900);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await swipeToBottom(page, cdp);
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(
      (since) =>
        (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks
          .filter(([start]) => start >= since)
          .map(([, duration]) => Math.round(duration)),
      from,
    );
    return {
      categories: count,
      longest: tasks.length ? Math.max(...tasks) : 0,
      over100: tasks.filter((d) => d > 100).length,
      over50: tasks.length,
    };
  } finally {
    await context.close();
  }
}

/** Finger swipes of a screen and a half each, as a customer reads down the menu. */
async function swipeToBottom(page: Page, cdp: CDPSession) {
  for (let swipe = 0; swipe < 60; swipe++) {
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 600,
      yDistance: -1200,
      speed: 1500,
      gestureSourceType: 'touch',
    });
    const atBottom = await page.evaluate(
      () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom) return;
  }
}

/** The big-menu part of `npm run bench`: its own stack, seeded, measured, then removed. */
export async function bigMenu(distDir: string, results: Results): Promise<void> {
  const stack = await startStack({ fromTemplate: false, env: { DIST_DIR: distDir } });
  const browser = await launchBenchBrowser();
  try {
    const started = Date.now();
    const photos = await seedBigMenu(browser, stack);
    const originals = photos.map((p) => p.originalBytes);
    const stored = (w: number) => photos.map((p) => p.storedBytes[w]!);
    const avg = (values: number[]) => kb(values.reduce((a, b) => a + b, 0) / values.length);
    console.log(
      `Seeded ${photos.length} products with photos in ${Date.now() - started} ms: originals ` +
        `${kb(Math.min(...originals))}–${kb(Math.max(...originals))} KB (avg ${avg(originals)}), ` +
        `stored 160/320/640 avg ${avg(stored(0))}/${avg(stored(1))}/${avg(stored(2))} KB`,
    );

    const weight = await bytesToFirstCard(browser, stack.url);
    const types = (b: Bytes) =>
      Object.entries(b.byType)
        .map(([type, bytes]) => `${type} ${kb(bytes)}`)
        .join(', ');
    console.log(`  before the first card: ${types(weight.toCard)}`);
    console.log(`  before its photo: ${types(weight.toPhoto)}; everything: ${types(weight.all)}`);
    results.add(
      'bigmenu_bytes_before_first_card',
      kb(weight.toCard.total),
      'KB',
      { max: 300 },
      `80 products with photos, 390 px @3x: ${weight.toCard.requests} requests, on the wire`,
    );
    results.add(
      'bigmenu_bytes_before_first_photo',
      kb(weight.toPhoto.total),
      'KB',
      undefined,
      `until the first card's photo has loaded too (${weight.toPhoto.requests} requests)`,
    );
    results.add(
      'bigmenu_bytes_after_idle',
      kb(weight.all.total),
      'KB',
      undefined,
      `everything until network idle, lazy photos below the fold not scrolled to (${weight.all.requests} requests)`,
    );

    const lighthouse = await lighthouseMedian(`${stack.url}/client`, 3);
    console.log(`  Lighthouse: ${lighthouse.runs.map((run) => JSON.stringify(run)).join('\n  ')}`);
    results.add(
      'bigmenu_lighthouse_performance',
      lighthouse.score,
      '/100',
      { min: 95 },
      `median of 3: ${lighthouse.runs.map((run) => run.score ?? 'failed').join(', ')}; LCP ${
        lighthouse.lcpMs === null ? '?' : Math.round(lighthouse.lcpMs)
      } ms`,
    );

    const scroll = await scrollLongTasks(browser, stack.url);
    results.add(
      'bigmenu_scroll_long_tasks_over_100ms',
      scroll.over100,
      'tasks',
      { max: 0 },
      `4× CPU slowdown, ${scroll.categories} category chips tapped, then swiped top to bottom; ${scroll.over50} long tasks (> 50 ms)`,
    );
    results.add('bigmenu_scroll_longest_task', scroll.longest, 'ms');
  } finally {
    await browser.close();
    await stack.stop();
    removeDir(stack.dataDir);
  }
}
