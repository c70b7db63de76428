// @vitest-environment node
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePost, LeanConnection, parseResponse } from './lean-http.ts';

describe('parseResponse', () => {
  it('reads an answer with a Content-Length and leaves what follows', () => {
    const data = Buffer.from('HTTP/1.1 201 Created\r\nContent-Length: 5\r\n\r\nolá!HTTP/1.1');
    const parsed = parseResponse(data);
    expect(parsed?.response).toEqual({ status: 201, body: 'olá!' });
    expect(data.subarray(parsed!.length).toString()).toBe('HTTP/1.1');
  });

  it('joins a chunked body and waits while any part of it is missing', () => {
    const whole =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n';
    for (let cut = 0; cut < whole.length; cut++) {
      expect(parseResponse(Buffer.from(whole.slice(0, cut)))).toBeUndefined();
    }
    expect(parseResponse(Buffer.from(whole))).toEqual({
      response: { status: 200, body: 'abcde' },
      length: whole.length,
    });
  });

  it('refuses what is not HTTP', () => {
    expect(() => parseResponse(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow(/Not an HTTP/);
  });
});

describe('LeanConnection', () => {
  let server: http.Server;
  let url: URL;
  const seen: Array<{ method?: string; url?: string; body: string; apikey?: string }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body, apikey: req.headers.apikey as string });
        if (body === 'close') {
          req.socket.destroy();
          return;
        }
        // Written in two parts, as a streamed (chunked) answer.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"echo":');
        res.end(JSON.stringify(body) + '}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    url = new URL(`http://127.0.0.1:${address.port}/rest/v1/rpc/x?a=1`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the same request many times on one kept-alive connection', async () => {
    const connection = new LeanConnection(url);
    const request = encodePost(url, { apikey: 'key' }, 'pão');
    for (let i = 0; i < 3; i++) {
      expect(await connection.send(request)).toEqual({ status: 200, body: '{"echo":"pão"}' });
    }
    connection.close();
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/rest/v1/rpc/x?a=1',
      body: 'pão',
      apikey: 'key',
    });
  });

  it('fails the waiting request when the server drops the connection', async () => {
    const connection = new LeanConnection(url);
    await expect(connection.send(encodePost(url, {}, 'close'))).rejects.toThrow();
    expect(connection.failed).toBe(true);
    await expect(connection.send(encodePost(url, {}, 'again'))).rejects.toThrow();
  });
});
