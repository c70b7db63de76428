// Shop images (product pictures, the company logo): checked in the browser (docs/screens.md), made
// into a few widths before upload (image-variants.ts names them), stored in a public
// Supabase Storage bucket (src/data/storage). The database keeps a public URL, never a data URL.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageProblem {
  title: string;
  description: string;
}

/** The image rules: an image type, at most 5 MB. Null when the file is fine. */
export function checkImage(file: { size: number; type: string }): ImageProblem | null {
  if (!file.type.startsWith('image/')) {
    return {
      title: 'Formato inválido',
      description: 'Por favor, envie apenas arquivos de imagem.',
    };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return { title: 'Arquivo muito grande', description: 'A imagem deve ter menos de 5MB.' };
  }
  return null;
}

export interface ImageVariant {
  /** The width asked for (the file's name says it); the picture is never enlarged beyond its own. */
  width: number;
  blob: Blob;
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function newCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: AnyCanvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The picture at each width (as WebP; JPEG where the browser cannot encode WebP), made once at
 * upload so that a phone downloads what fits its slot. Null for files kept as they are: SVG and GIF
 * (vector / animation would be lost) and anything the browser cannot decode (the server still
 * checks what it receives).
 */
export async function makeImageVariants(
  file: Blob,
  widths: readonly number[],
  quality = 0.8,
): Promise<ImageVariant[] | null> {
  if (file.type === 'image/svg+xml' || file.type === 'image/gif') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const variants: ImageVariant[] = [];
    let type = 'image/webp';
    for (const width of widths) {
      const scale = Math.min(1, width / bitmap.width);
      const w = Math.max(1, Math.round(bitmap.width * scale));
      const h = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = newCanvas(w, h);
      const context = canvas.getContext('2d') as
        OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
      if (!context) return null;
      context.imageSmoothingQuality = 'high';
      if (type === 'image/jpeg') paintWhite(context, w, h);
      context.drawImage(bitmap, 0, 0, w, h);
      let blob = await encode(canvas, type, quality);
      if (type === 'image/webp' && blob?.type !== 'image/webp') {
        type = 'image/jpeg';
        context.globalCompositeOperation = 'destination-over';
        paintWhite(context, w, h);
        blob = await encode(canvas, type, quality);
      }
      if (!blob) return null;
      variants.push({ width, blob });
    }
    return variants;
  } finally {
    bitmap.close();
  }
}

/** JPEG has no transparency: a transparent logo would turn black, so it is painted on white. */
function paintWhite(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  width: number,
  height: number,
) {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/** A unique object path without its extension, such as "products/1764…-uuid". */
export function uniqueImageBase(pathPrefix: string): string {
  const prefix = pathPrefix.replace(/^\/+|\/+$/g, '');
  const name = `${Date.now()}-${crypto.randomUUID()}`;
  return prefix ? `${prefix}/${name}` : name;
}

/** A unique object path such as "products/1764…-uuid.png". */
export function uniqueImagePath(pathPrefix: string, type: string): string {
  return `${uniqueImageBase(pathPrefix)}.${EXTENSIONS[type] ?? 'img'}`;
}

/** Turns a data URL (legacy local images, old logos) back into a Blob for upload. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const response = await fetch(dataUrl);
  return response.blob();
}
