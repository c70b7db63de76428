// A push service on loopback for the Web Push tests: an HTTPS server (its certificate, for
// 127.0.0.1 only, is push-receiver.crt; the stack under test trusts it through NODE_EXTRA_CA_CERTS)
// that takes the stack's push POSTs and decrypts their aes128gcm bodies (RFC 8188, RFC 8291) with
// the keys a browser would hold. Each endpoint answers as told: 201, 410, or never (a hung service).
import { createECDH, createDecipheriv, createHmac, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export const PUSH_RECEIVER_CA = path.join(import.meta.dirname, 'push-receiver.crt');

/** `busy`: 429 with Retry-After 1, then accepts; `failing`: 503 once, then accepts. */
export type Behaviour = 'accept' | 'gone' | 'hang' | 'busy' | 'failing';

export interface Received {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  payload: Record<string, unknown>;
}

/** A browser's side of one subscription: its endpoint and the private keys only it holds. */
export interface FakeDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface PushReceiver {
  url: string;
  received: Received[];
  device(name: string, behaviour?: Behaviour): FakeDevice;
  /** Resolves once `count` messages for `device` arrived (rejects after `ms`). */
  waitFor(device: string, count: number, ms?: number): Promise<Received[]>;
  /** How many POSTs (answered or not) reached `device`. */
  hits(device: string): number;
  close(): Promise<void>;
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, as push services deliver it. */
export function decryptAes128gcm(body: Buffer, device: FakeDevice): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(serverPublic);
  const prkKey = hmac(device.authSecret, secret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record (padding delimiter missing)');
  return padded.subarray(0, end);
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, { device: FakeDevice; behaviour: Behaviour }>();
  const received: Received[] = [];
  const hits = new Map<string, number>();
  const waiters = new Set<() => void>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(import.meta.dirname, 'push-receiver.key')),
      cert: fs.readFileSync(PUSH_RECEIVER_CA),
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
        hits.set(name, (hits.get(name) ?? 0) + 1);
        const entry = devices.get(name);
        if (!entry) {
          res.writeHead(404).end();
          return;
        }
        if (entry.behaviour === 'hang') {
          hanging.add(res);
          return;
        }
        if (entry.behaviour === 'gone') {
          res.writeHead(410).end();
          return;
        }
        if (entry.behaviour === 'busy' && hits.get(name) === 1) {
          res.writeHead(429, { 'Retry-After': '1' }).end();
          return;
        }
        if (entry.behaviour === 'failing' && hits.get(name) === 1) {
          res.writeHead(503).end();
          return;
        }
        try {
          const payload = JSON.parse(
            decryptAes128gcm(Buffer.concat(chunks), entry.device).toString('utf8'),
          ) as Record<string, unknown>;
          received.push({ device: name, headers: req.headers, payload });
          res.writeHead(201).end();
        } catch (error) {
          res.writeHead(400).end(String(error));
        }
        waiters.forEach((w) => w());
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    device(name, behaviour = 'accept') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: FakeDevice = {
        name,
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${url}/push/${encodeURIComponent(name)}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
      };
      devices.set(name, { device, behaviour });
      return device;
    },
    waitFor(device, count, ms = 20_000) {
      const mine = () => received.filter((r) => r.device === device);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mine().length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(mine());
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${device}: ${mine().length} of ${count} messages in ${ms} ms`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    hits: (device) => hits.get(device) ?? 0,
    async close() {
      hanging.forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
