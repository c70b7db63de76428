// /storage/v1: uploading, replacing, deleting and downloading objects, like Supabase Storage.
// Who may do what is decided by the row level security policies on storage.objects (written in
// the migrations); bucket size and type limits come from storage.buckets. Files live on disk under
// DATA_DIR/storage, named by object id so that no client-chosen path ever touches the disk.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { verifyJwt, type JwtClaims } from './jwt.ts';
import { BodyTooLargeError, bearerToken, readBody, sendJson } from './http.ts';
import { asCaller, RoleNotAllowedError } from './as-caller.ts';
import { isVariantName } from '../../src/lib/image-variants.ts';

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export class StorageService {
  private readonly filesDir: string;

  constructor(
    private readonly pool: pg.Pool,
    private readonly jwtSecret: string,
    dataDir: string,
  ) {
    this.filesDir = path.join(dataDir, 'storage');
    fs.mkdirSync(this.filesDir, { recursive: true });
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    apiKey: string | undefined,
  ): Promise<void> {
    try {
      const method = req.method ?? 'GET';
      const publicMatch = /^\/object\/public\/([^/]+)\/(.+)$/.exec(route);
      if (publicMatch && (method === 'GET' || method === 'HEAD')) {
        return await this.download(
          req,
          res,
          decodeURIComponent(publicMatch[1]!),
          decodePath(publicMatch[2]!),
          undefined,
        );
      }
      const claims = this.claimsOf(req, apiKey);
      const authMatch = /^\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(route);
      if (authMatch && (method === 'GET' || method === 'HEAD')) {
        return await this.download(
          req,
          res,
          decodeURIComponent(authMatch[1]!),
          decodePath(authMatch[2]!),
          claims,
        );
      }
      if (authMatch && (method === 'POST' || method === 'PUT')) {
        const upsert = method === 'PUT' || String(req.headers['x-upsert']) === 'true';
        return await this.upload(
          req,
          res,
          decodeURIComponent(authMatch[1]!),
          decodePath(authMatch[2]!),
          claims,
          upsert,
          method === 'PUT',
        );
      }
      const removeMatch = /^\/object\/([^/]+)\/?$/.exec(route);
      if (removeMatch && method === 'DELETE') {
        return await this.remove(req, res, decodeURIComponent(removeMatch[1]!), claims);
      }
      throw new StorageError(404, 'not_found', 'Route not found');
    } catch (error) {
      if (error instanceof StorageError) {
        return sendJson(res, error.status, {
          statusCode: String(error.status),
          error: error.error,
          message: error.message,
        });
      }
      if (error instanceof BodyTooLargeError) {
        return sendJson(res, 413, {
          statusCode: '413',
          error: 'Payload too large',
          message: 'The object exceeded the maximum allowed size',
        });
      }
      throw error;
    }
  }

  private claimsOf(req: IncomingMessage, apiKey: string | undefined): JwtClaims {
    const token = bearerToken(req) ?? apiKey;
    if (!token)
      throw new StorageError(400, 'Error', "headers must have required property 'authorization'");
    const result = verifyJwt(token, this.jwtSecret);
    if (!result.ok) throw new StorageError(400, 'Unauthorized', result.reason);
    return result.claims;
  }

  private async bucket(id: string): Promise<Bucket> {
    const { rows } = await this.pool.query<Bucket>(
      'select id, public, file_size_limit::text, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!rows[0]) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
    return rows[0];
  }

  private async upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
    claims: JwtClaims,
    upsert: boolean,
    updateOnly: boolean,
  ): Promise<void> {
    checkName(name);
    const bucket = await this.bucket(bucketId);
    const limit = bucket.file_size_limit ? Number(bucket.file_size_limit) : MAX_UPLOAD_BYTES;
    const { content, contentType, cacheControl } = await readUpload(
      req,
      Math.min(limit, MAX_UPLOAD_BYTES) + 64 * 1024,
    );
    if (content.length > limit) {
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

    const metadata = {
      mimetype: contentType,
      size: content.length,
      cacheControl: `max-age=${cacheControl}`,
    };
    const owner = claims.role === 'authenticated' ? claims.sub : null;
    const values = `$1, $2, $3, $4::jsonb`;
    const sql = updateOnly
      ? `update storage.objects set metadata = $4::jsonb, owner = $3, updated_at = now()
          where bucket_id = $1 and name = $2 returning id`
      : upsert
        ? `insert into storage.objects (bucket_id, name, owner, metadata) values (${values})
           on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()
           returning id`
        : `insert into storage.objects (bucket_id, name, owner, metadata) values (${values}) returning id`;

    const id = await this.asCaller(claims, async (client) => {
      const { rows } = await client.query<{ id: string }>(sql, [
        bucketId,
        name,
        owner,
        JSON.stringify(metadata),
      ]);
      const objectId = rows[0]?.id;
      if (!objectId) throw new StorageError(404, 'not_found', 'Object not found');
      // Written before the commit: a committed row always has its file.
      fs.writeFileSync(this.fileOf(objectId), content);
      return objectId;
    });
    sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
  }

  private async download(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
    claims: JwtClaims | undefined,
  ): Promise<void> {
    type ObjectRow = { id: string; metadata: { mimetype?: string; cacheControl?: string } | null };
    let row: ObjectRow | undefined;
    if (claims) {
      row = await this.asCaller(claims, async (client) => {
        const { rows } = await client.query<ObjectRow>(
          'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, name],
        );
        return rows[0];
      });
    } else {
      const bucket = await this.bucket(bucketId);
      if (!bucket.public) throw new StorageError(400, 'not_found', 'Object not found');
      ({
        rows: [row],
      } = await this.pool.query<ObjectRow>(
        'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      ));
    }
    const file = row ? this.fileOf(row.id) : undefined;
    if (!row || !file || !fs.existsSync(file))
      throw new StorageError(400, 'not_found', 'Object not found');
    const stat = fs.statSync(file);
    const etag = `"${row.id}-${stat.mtimeMs.toString(36)}"`;
    const headers: Record<string, string> = {
      'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
      'Content-Length': String(stat.size),
      // A picture's widths get fresh names on every upload and are never rewritten (see
      // image-variants): a browser may keep them for a year without asking again.
      'Cache-Control':
        !claims && isVariantName(name) ? IMMUTABLE : (row.metadata?.cacheControl ?? 'max-age=3600'),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      // Uploaded files are data, never pages: an SVG cannot run script in our origin.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
  }

  private async remove(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    claims: JwtClaims,
  ): Promise<void> {
    const body = await readBody(req, 1024 * 1024);
    let prefixes: unknown;
    try {
      prefixes = (JSON.parse(body.toString('utf8') || '{}') as { prefixes?: unknown }).prefixes;
    } catch {
      throw new StorageError(400, 'Error', 'body must be JSON with prefixes');
    }
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string')) {
      throw new StorageError(400, 'Error', "body must have required property 'prefixes'");
    }
    const removed = await this.asCaller(claims, async (client) => {
      const { rows } = await client.query<{ id: string; name: string; bucket_id: string }>(
        'delete from storage.objects where bucket_id = $1 and name = any ($2::text[]) returning id, name, bucket_id',
        [bucketId, prefixes],
      );
      return rows;
    });
    for (const object of removed) fs.rmSync(this.fileOf(object.id), { force: true });
    sendJson(res, 200, removed);
  }

  /** Runs work in a transaction as the caller (role and JWT claims), so storage RLS decides. */
  private async asCaller<T>(
    claims: JwtClaims,
    work: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    try {
      return await asCaller(this.pool, claims, work);
    } catch (error) {
      throw translateDbError(error);
    }
  }

  private fileOf(id: string): string {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new StorageError(500, 'internal', 'bad object id');
    return path.join(this.filesDir, id);
  }
}

function translateDbError(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  if (error instanceof RoleNotAllowedError)
    return new StorageError(403, 'Unauthorized', 'role not allowed');
  const e = error as { code?: string; message?: string };
  if (e.code === '42501')
    return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (e.code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  if (e.code === '23503') return new StorageError(404, 'Bucket not found', 'Bucket not found');
  return error;
}

function checkName(name: string): void {
  if (
    !name ||
    name.length > 1024 ||
    name.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
  }
}

function decodePath(raw: string): string {
  return raw
    .split('/')
    .map((part) => decodeURIComponent(part))
    .join('/');
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
async function readUpload(
  req: IncomingMessage,
  limit: number,
): Promise<{ content: Buffer; contentType: string; cacheControl: string }> {
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
