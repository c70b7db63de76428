// Public images in Supabase Storage (product pictures, the company logo): upload under a unique
// path, find an uploaded file's path from its public URL, remove it when its row lets it go.
import { supabase } from '@/lib/supabase';
import { uniqueImagePath } from '@/lib/image-upload';

export const PRODUCT_IMAGES_BUCKET = 'product-images';

/** Uploads an image (already checked and resized) under a unique path; returns its public URL. */
export async function uploadImage(bucket: string, file: Blob, pathPrefix = ''): Promise<string> {
  const path = uniqueImagePath(pathPrefix, file.type);
  const { error } = await supabase.storage.from(bucket).upload(path, file, {
    contentType: file.type,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw error;
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/** The object path of a public URL of this bucket, or null when the URL points elsewhere. */
export function storagePathOf(bucket: string, publicUrl: string | null | undefined): string | null {
  if (!publicUrl) return null;
  const base = supabase.storage.from(bucket).getPublicUrl('').data.publicUrl.replace(/\/+$/, '');
  if (!publicUrl.startsWith(`${base}/`)) return null;
  return decodeURIComponent(publicUrl.slice(base.length + 1).split('?')[0]!);
}

/**
 * Removes an image this app uploaded (after the row that used it changed or went away). Best
 * effort: a leftover file costs only disk, so a failure is logged, not thrown.
 */
export async function removeImage(
  bucket: string,
  publicUrl: string | null | undefined,
): Promise<void> {
  const path = storagePathOf(bucket, publicUrl);
  if (!path) return;
  const { error } = await supabase.storage.from(bucket).remove([path]);
  if (error) console.error('Could not remove an old image', error);
}
