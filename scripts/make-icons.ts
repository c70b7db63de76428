// `node --import tsx scripts/make-icons.ts`: the installed panel's icons (public/icons/*.png),
// drawn by Chromium from public/favicon.svg and public/icons/icon-maskable.svg (a full-bleed
// variant whose glyph keeps inside the 80 % safe zone of masks). Run again after changing either
// SVG; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { ROOT } from '../tests/support/stack.ts';

const PUBLIC = path.join(ROOT, 'public');
const ICONS: ReadonlyArray<[source: string, size: number, target: string]> = [
  ['favicon.svg', 192, 'icons/icon-192.png'],
  ['favicon.svg', 512, 'icons/icon-512.png'],
  ['icons/icon-maskable.svg', 512, 'icons/icon-maskable-512.png'],
  // iOS puts its own rounded mask on a full-bleed square.
  ['icons/icon-maskable.svg', 180, 'icons/apple-touch-icon.png'],
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  for (const [source, size, target] of ICONS) {
    const svg = fs.readFileSync(path.join(PUBLIC, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:transparent"><img width="${size}" height="${size}" style="display:block" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(PUBLIC, target), omitBackground: true });
    console.log(`public/${target}`);
  }
} finally {
  await browser.close();
}
