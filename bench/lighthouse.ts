// Lighthouse's performance category for a page, as PageSpeed Insights runs it on a phone: the
// default config (formFactor mobile, Moto G Power screen, simulated slow 4G and 4x CPU slowdown)
// driving the system Chromium. Nothing is downloaded: chrome-launcher only starts the binary given.
// Third-party hosts fail at name resolution inside Chromium, so nothing waits for them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/support/chromium.ts';
import { LOCAL_ONLY, median } from './browser.ts';

export const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  LOCAL_ONLY,
];

export interface LighthouseRun {
  score: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** How long the server took to answer the page (Lighthouse's server-response-time). */
  ttfbMs?: number | null;
  error?: string;
}

export interface LighthouseResult {
  runs: LighthouseRun[];
  /** Median over the runs that produced a score. */
  score: number | null;
  lcpMs: number | null;
}

export interface LighthouseOptions {
  /**
   * Put into the origin's localStorage before the run (a signed-in session), which Lighthouse then
   * keeps (its storage reset is off). The browser's profile is new: its HTTP cache holds nothing
   * but the static file that seeded the storage.
   */
  localStorage?: Record<string, string>;
}

/** Writes `entries` into the localStorage of `url`'s origin in the Chromium at `port`. */
async function seedStorage(port: number, url: string, entries: Record<string, string>) {
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A static file of the origin: the app itself does not run.
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function lighthouseRun(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: LIGHTHOUSE_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (options.localStorage) await seedStorage(chrome.port, url, options.localStorage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      maxWaitForLoad: 30_000,
      ...(options.localStorage ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    return {
      score: score === null || score === undefined ? null : Math.round(score * 100),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      ttfbMs: numeric('server-response-time'),
      ...(lhr.runtimeError
        ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
        : {}),
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseMedian(
  url: string,
  runs: number,
  options: LighthouseOptions = {},
): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await lighthouseRun(url, options));
    } catch (error) {
      results.push({
        score: null,
        lcpMs: null,
        fcpMs: null,
        tbtMs: null,
        cls: null,
        speedIndexMs: null,
        error: String(error),
      });
    }
  }
  const scored = results.filter((r) => r.score !== null);
  return {
    runs: results,
    score: median(scored.map((r) => r.score!)),
    lcpMs: median(scored.flatMap((r) => (r.lcpMs === null ? [] : [r.lcpMs]))),
  };
}
