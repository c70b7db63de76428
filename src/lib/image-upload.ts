// Shop images (product pictures, the company logo): checked in the browser against the spec's
// limits, shrunk before upload, stored in a public Supabase Storage bucket (src/data/storage). The database keeps the
// public URL, never a data URL.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageProblem {
  title: string;
  description: string;
}

/** The spec's image rules (section 5): an image type, at most 5 MB. Null when the file is fine. */
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

/** Width and height that fit in a maxSide square, keeping the aspect ratio and never enlarging. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function canvasToBlob(
  canvas: HTMLCanvasElement,
  type: string,
  quality: number,
): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Shrinks a picture so that its longest side is at most maxSide, as WebP (JPEG where the browser
 * cannot encode WebP). SVG and GIF are returned as they are (vector / animation would be lost), and
 * so is any file the browser cannot decode: the server still checks what it receives.
 */
export async function resizeImage(
  file: Blob,
  { maxSide = 1200, quality = 0.85 } = {},
): Promise<Blob> {
  if (file.type === 'image/svg+xml' || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const webp = await canvasToBlob(canvas, 'image/webp', quality);
    let out = webp?.type === 'image/webp' ? webp : null;
    if (!out) {
      // JPEG has no transparency: a transparent logo would turn black, so paint it on white.
      context.globalCompositeOperation = 'destination-over';
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      out = await canvasToBlob(canvas, 'image/jpeg', quality);
    }
    // Keep the original when "shrinking" made it bigger (tiny PNGs, already-compressed photos).
    return out && (out.size < file.size || size.width < bitmap.width) ? out : file;
  } finally {
    bitmap.close();
  }
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/** A unique object path such as "products/2026-…-uuid.webp". */
export function uniqueImagePath(pathPrefix: string, type: string): string {
  const prefix = pathPrefix.replace(/^\/+|\/+$/g, '');
  const name = `${Date.now()}-${crypto.randomUUID()}.${EXTENSIONS[type] ?? 'img'}`;
  return prefix ? `${prefix}/${name}` : name;
}

/** Turns a data URL (legacy local images, old logos) back into a Blob for upload. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const response = await fetch(dataUrl);
  return response.blob();
}
