import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupCepResult } from './lookup-cep';

const json = (body: unknown, status = 200) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;

afterEach(() => {
  vi.useRealTimers();
});

describe('CEP lookup result', () => {
  it('found, not found (unknown or malformed) and failed are told apart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await lookupCepResult(
        '01310-100',
        json({
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        }),
      ),
    ).toEqual({
      status: 'found',
      address: {
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    expect(await lookupCepResult('99999999', json({ erro: 'true' }))).toEqual({
      status: 'not-found',
    });
    expect(await lookupCepResult('99999999', json({}, 400))).toEqual({ status: 'not-found' });
    expect(await lookupCepResult('0131', json({}))).toEqual({ status: 'not-found' });
    expect(await lookupCepResult('01310100', json({}, 503))).toEqual({ status: 'failed' });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await lookupCepResult('01310100', offline)).toEqual({ status: 'failed' });
  });

  it('gives up after the timeout: the customer types the address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      )) as unknown as typeof fetch;
    vi.useFakeTimers();
    const result = lookupCepResult('01310100', hanging, 6_000);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await result).toEqual({ status: 'failed' });
  });
});
