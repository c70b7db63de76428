// The tab's icon with a red badge counting the waiting orders, drawn at run time on a canvas from
// the shop's own favicon (no second icon to keep in step with it).
import { badgeText } from '@/domain/orders/alarm';

const SIZE = 64;
const cache = new Map<string, Promise<string | null>>();

function iconLink(doc: Document): HTMLLinkElement | null {
  return doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

/** The favicon's address as the page declares it (what setFavicon puts back). */
export function pageFavicon(doc: Document = document): string | null {
  return iconLink(doc)?.getAttribute('href') ?? null;
}

export function setFavicon(href: string, doc: Document = document): void {
  const link = iconLink(doc);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = src;
  });
}

async function draw(base: string, text: string): Promise<string | null> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  try {
    ctx.drawImage(await loadImage(base), 0, 0, SIZE, SIZE);
  } catch {
    // Without the icon the badge alone still says it.
  }
  const radius = text.length > 1 ? 22 : 20;
  const x = SIZE - radius;
  const y = radius;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = '#dc2626';
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${text.length > 1 ? 22 : 28}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 2);
  return canvas.toDataURL('image/png');
}

/** The favicon with the count's badge (a PNG data URL); null where the browser cannot draw it. */
export function badgedFavicon(base: string, count: number): Promise<string | null> {
  const text = badgeText(count);
  const key = `${base}|${text}`;
  let drawn = cache.get(key);
  if (!drawn) {
    drawn = draw(base, text).catch(() => null);
    cache.set(key, drawn);
  }
  return drawn;
}
