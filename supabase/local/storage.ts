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
import { asCaller } from './as-caller.ts';
import { StorageError, translateDbError } from './storage-errors.ts';
import {
  checkName,
  checkUpload,
  MAX_UPLOAD_BYTES,
  readUpload,
  sizeLimit,
  type BucketLimits,
} from './storage-uploads.ts';
import { isVariantName } from '../../src/lib/image-variants.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Bucket extends BucketLimits {
  id: string;
  public: boolean;
}

/** An object's address in a route: its bucket and its name (path segments decoded). */
interface ObjectKey {
  bucketId: string;
  name: string;
}

function objectKey(match: RegExpExecArray): ObjectKey {
  return {
    bucketId: decodeURIComponent(match[1]!),
    name: match[2]!
      .split('/')
      .map((part) => decodeURIComponent(part))
      .join('/'),
  };
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
      const reading = method === 'GET' || method === 'HEAD';
      const publicMatch = /^\/object\/public\/([^/]+)\/(.+)$/.exec(route);
      if (publicMatch && reading) {
        return await this.download(req, res, objectKey(publicMatch), undefined);
      }
      const claims = this.claimsOf(req, apiKey);
      const authMatch = /^\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(route);
      if (authMatch && reading) {
        return await this.download(req, res, objectKey(authMatch), claims);
      }
      if (authMatch && (method === 'POST' || method === 'PUT')) {
        const upsert = method === 'PUT' || String(req.headers['x-upsert']) === 'true';
        return await this.upload(req, res, objectKey(authMatch), claims, upsert, method === 'PUT');
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
    { bucketId, name }: ObjectKey,
    claims: JwtClaims,
    upsert: boolean,
    updateOnly: boolean,
  ): Promise<void> {
    checkName(name);
    const bucket = await this.bucket(bucketId);
    const upload = await readUpload(req, Math.min(sizeLimit(bucket), MAX_UPLOAD_BYTES) + 64 * 1024);
    checkUpload(bucket, upload);
    const { content, contentType, cacheControl } = upload;

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
    { bucketId, name }: ObjectKey,
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
