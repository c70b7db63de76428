// A reverse proxy on loopback in front of a test stack, doing what nginx's
// `$proxy_add_x_forwarded_for` and Caddy do: append the connecting address to whatever
// X-Forwarded-For the client sent. Every 127.x.y.z address reaches loopback on Linux, so a test
// client bound to 127.0.0.2 (see `request`) is a customer with its own address.
import http from 'node:http';
import net from 'node:net';

export interface TestProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

function forwardedFor(req: http.IncomingMessage): string {
  const sent = req.headers['x-forwarded-for'];
  const own = req.socket.remoteAddress ?? '';
  return sent ? `${String(sent)}, ${own}` : own;
}

export async function startProxy(target: { port: number }): Promise<TestProxy> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(target.port, '127.0.0.1', () => {
      const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
      const lines = Object.entries(headers).map(([k, v]) => `${k}: ${String(v)}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A request from the loopback address `from` (e.g. '127.0.0.2'): a distinct client as the proxy
 * sees it. `headers` may carry a client-sent X-Forwarded-For.
 */
export function request(
  url: string,
  options: { from: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const text = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      url,
      {
        method: options.method ?? (text ? 'POST' : 'GET'),
        localAddress: options.from,
        headers: {
          ...(text ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c: Buffer) => (data += c.toString()));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = data ? (JSON.parse(data) as Record<string, unknown>) : {};
          } catch {
            body = { text: data };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
