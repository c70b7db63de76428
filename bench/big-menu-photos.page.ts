// Runs inside Chromium, bundled by bench/big-menu.ts: draws photo-like JPEGs (a phone camera's
// 1200×900, gradients, shapes and sensor noise so that they weigh what a real photo weighs), turns
// each into the stored widths with the app's own upload pipeline and uploads them to Storage with
// the service role, as the product form would have.
import { makeImageVariants, uniqueImageBase } from '../src/lib/image-upload.ts';
import { PRODUCT_IMAGE_WIDTHS, variantPath } from '../src/lib/image-variants.ts';

export interface SeededPhoto {
  /** Public URL of the widest width: what products.image_url keeps. */
  url: string;
  originalBytes: number;
  storedBytes: number[];
}

/** A small deterministic random source: the same menu on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function photo(seed: number, width = 1200, height = 900): Promise<Blob> {
  const next = random(seed);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const hue = Math.floor(next() * 360);
  const background = context.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, `hsl(${hue} 45% 35%)`);
  background.addColorStop(1, `hsl(${(hue + 40) % 360} 55% 65%)`);
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  // A plate and the food on it.
  const plate = context.createRadialGradient(600, 450, 40, 600, 450, 380);
  plate.addColorStop(0, '#fafafa');
  plate.addColorStop(1, '#b8b8b8');
  context.fillStyle = plate;
  context.beginPath();
  context.ellipse(600, 450, 380, 330, 0, 0, Math.PI * 2);
  context.fill();
  for (let i = 0; i < 70; i++) {
    context.fillStyle = `hsl(${(hue + next() * 90) % 360} ${50 + next() * 40}% ${30 + next() * 40}% / 0.8)`;
    context.beginPath();
    const angle = next() * Math.PI * 2;
    const distance = next() * 260;
    context.ellipse(
      600 + Math.cos(angle) * distance,
      450 + Math.sin(angle) * distance,
      10 + next() * 70,
      8 + next() * 50,
      next() * Math.PI,
      0,
      Math.PI * 2,
    );
    context.fill();
  }
  // Sensor noise: what makes a camera JPEG weigh hundreds of kilobytes.
  const pixels = context.getImageData(0, 0, width, height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const n = (next() - 0.5) * 28;
    data[i] = data[i]! + n;
    data[i + 1] = data[i + 1]! + n;
    data[i + 2] = data[i + 2]! + n;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
}

async function upload(bucket: string, serviceKey: string, path: string, blob: Blob) {
  const response = await fetch(`${location.origin}/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': blob.type,
      'cache-control': 'max-age=31536000',
    },
    body: blob,
  });
  if (!response.ok) throw new Error(`upload ${path}: ${response.status} ${await response.text()}`);
}

export async function seedPhotos(
  count: number,
  bucket: string,
  serviceKey: string,
): Promise<SeededPhoto[]> {
  const photos: SeededPhoto[] = [];
  const uploads: Array<Promise<void>> = [];
  for (let i = 0; i < count; i++) {
    const original = await photo(i + 1);
    const variants = await makeImageVariants(original, PRODUCT_IMAGE_WIDTHS);
    if (!variants) throw new Error('the browser could not resize a JPEG');
    const base = uniqueImageBase('products');
    const paths = variants.map(({ width, blob }) => variantPath(base, width, blob.type));
    variants.forEach(({ blob }, v) => uploads.push(upload(bucket, serviceKey, paths[v]!, blob)));
    photos.push({
      url: `${location.origin}/storage/v1/object/public/${bucket}/${paths.at(-1)!}`,
      originalBytes: original.size,
      storedBytes: variants.map(({ blob }) => blob.size),
    });
  }
  await Promise.all(uploads);
  return photos;
}

Object.assign(globalThis, { __bigMenu: { seedPhotos } });
