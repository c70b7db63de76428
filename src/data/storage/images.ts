// Public images in Supabase Storage (product pictures, the company logo): upload under unique,
// never reused paths (a picture in a few widths, see src/lib/image-variants), find an uploaded
// file's path from its public URL, remove it (and its sibling widths) when its row lets it go.
import { storage } from '@/lib/supabase-storage';
import { makeImageVariants, uniqueImageBase, uniqueImagePath } from '@/lib/image-upload';
import { imageVariants, variantPath } from '@/lib/image-variants';

export const PRODUCT_IMAGES_BUCKET = 'product-images';

async function put(bucket: string, path: string, file: Blob): Promise<string> {
  const { error } = await storage.from(bucket).upload(path, file, {
    contentType: file.type,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw error;
  return storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/**
 * Uploads a picture in the given widths (made here, in the browser) and returns the public URL of
 * the widest, the one the database keeps. A file that cannot be resized (SVG, GIF, undecodable)
 * goes up as it is.
 */
export async function uploadImage(
  bucket: string,
  file: Blob,
  widths: readonly number[],
  pathPrefix = '',
): Promise<string> {
  const variants = await makeImageVariants(file, widths);
  if (!variants) return put(bucket, uniqueImagePath(pathPrefix, file.type), file);
  const base = uniqueImageBase(pathPrefix);
  const paths = variants.map(({ width, blob }) => variantPath(base, width, blob.type));
  const uploads = await Promise.allSettled(
    variants.map(({ blob }, i) => put(bucket, paths[i]!, blob)),
  );
  const failed = uploads.find((upload) => upload.status === 'rejected');
  if (failed) {
    // Half a set is no use: take back the widths that made it, then report the failure.
    await storage.from(bucket).remove(paths.filter((_, i) => uploads[i]!.status === 'fulfilled'));
    throw failed.reason;
  }
  return (uploads.at(-1) as PromiseFulfilledResult<string>).value;
}

/** The object path of a public URL of this bucket, or null when the URL points elsewhere. */
export function storagePathOf(bucket: string, publicUrl: string | null | undefined): string | null {
  if (!publicUrl) return null;
  const base = storage.from(bucket).getPublicUrl('').data.publicUrl.replace(/\/+$/, '');
  if (!publicUrl.startsWith(`${base}/`)) return null;
  return decodeURIComponent(publicUrl.slice(base.length + 1).split('?')[0]!);
}

/**
 * Removes an image this app uploaded, every width of it (after the row that used it changed or
 * went away). Best effort: a leftover file costs only disk, so a failure is logged, not thrown.
 */
export async function removeImage(
  bucket: string,
  publicUrl: string | null | undefined,
): Promise<void> {
  const urls = imageVariants(publicUrl)?.map((variant) => variant.url) ?? [publicUrl];
  const paths = urls.flatMap((url) => storagePathOf(bucket, url) ?? []);
  if (paths.length === 0) return;
  const { error } = await storage.from(bucket).remove(paths);
  if (error) console.error('Could not remove an old image', error);
}
