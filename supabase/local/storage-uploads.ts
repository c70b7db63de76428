// What an upload is and must be: the file read from storage-js's request (multipart form data or a
// raw body), an object name that cannot climb out of its bucket, and a file its bucket accepts
// (size, declared type, and for images first bytes that match the type).
import type { IncomingMessage } from 'node:http';
import { readBody } from './http.ts';
import { StorageError } from './storage-errors.ts';

/** The largest upload whatever the bucket says. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface Upload {
  content: Buffer;
  contentType: string;
  cacheControl: string;
}

/** What a bucket accepts (storage.buckets). */
export interface BucketLimits {
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

export function checkName(name: string): void {
  if (
    !name ||
    name.length > 1024 ||
    name.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
  }
}

/** The bucket's size limit, at most MAX_UPLOAD_BYTES. */
export function sizeLimit(bucket: BucketLimits): number {
  return bucket.file_size_limit ? Number(bucket.file_size_limit) : MAX_UPLOAD_BYTES;
}

/** Refuses a file larger than the bucket takes, of a type it does not take, or posing as an image. */
export function checkUpload(bucket: BucketLimits, { content, contentType }: Upload): void {
  if (content.length > sizeLimit(bucket)) {
    throw new StorageError(
      413,
      'Payload too large',
      'The object exceeded the maximum allowed size',
    );
  }
  const allowed = bucket.allowed_mime_types;
  if (
    allowed &&
    allowed.length > 0 &&
    !allowed.some((pattern) => mimeMatches(pattern, contentType))
  ) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
  }
  if (contentType.startsWith('image/') && !looksLikeImage(content, contentType)) {
    throw new StorageError(
      415,
      'invalid_mime_type',
      `the file content is not a valid ${contentType}`,
    );
  }
}

function mimeMatches(pattern: string, type: string): boolean {
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
  return pattern === type;
}

/** The declared image type must match the file's first bytes (no HTML posing as a PNG). */
function looksLikeImage(content: Buffer, type: string): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => content[i] === b);
  switch (type) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'image/gif':
      return content.subarray(0, 4).toString('latin1') === 'GIF8';
    case 'image/webp':
      return (
        content.subarray(0, 4).toString('latin1') === 'RIFF' &&
        content.subarray(8, 12).toString('latin1') === 'WEBP'
      );
    case 'image/svg+xml':
      return /<svg[\s>]/i.test(content.subarray(0, 4096).toString('utf8'));
    default:
      return true;
  }
}

/** storage-js sends a Blob as multipart form data (field '' holds the file) or a raw body. */
export async function readUpload(req: IncomingMessage, limit: number): Promise<Upload> {
  const body = await readBody(req, limit);
  const type = String(req.headers['content-type'] ?? 'application/octet-stream');
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData();
    const file = [...form.values()].find((value) => typeof value !== 'string');
    if (!file || typeof file === 'string')
      throw new StorageError(400, 'Error', 'No file in the form data');
    const cacheControl = form.get('cacheControl');
    return {
      content: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: typeof cacheControl === 'string' ? cacheControl : '3600',
    };
  }
  const cache = /max-age=(\d+)/.exec(String(req.headers['cache-control'] ?? ''));
  return {
    content: body,
    contentType: type.split(';')[0]!.trim(),
    cacheControl: cache?.[1] ?? '3600',
  };
}
