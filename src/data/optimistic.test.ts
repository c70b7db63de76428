import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { optimistic } from './optimistic';

const KEY = ['zones', 'admin'];
const rename = (names: string[], name: string) => [...names, name];

function setup() {
  const client = new QueryClient();
  client.setQueryData(KEY, ['Centro']);
  return { client, update: optimistic(client, KEY, rename) };
}

describe('optimistic', () => {
  it('shows the change at once and keeps what it replaced', async () => {
    const { client, update } = setup();
    const context = await update.onMutate('Bela Vista');
    expect(client.getQueryData(KEY)).toEqual(['Centro', 'Bela Vista']);
    expect(context.previous).toEqual(['Centro']);
    update.rollback(null, context);
    expect(client.getQueryData(KEY)).toEqual(['Centro', 'Bela Vista']);
  });

  it('puts the cached value back when the mutation failed', async () => {
    const { client, update } = setup();
    const context = await update.onMutate('Bela Vista');
    update.rollback(new Error('offline'), context);
    expect(client.getQueryData(KEY)).toEqual(['Centro']);
  });

  it('leaves an empty cache empty', async () => {
    const client = new QueryClient();
    await optimistic(client, KEY, rename).onMutate('Bela Vista');
    expect(client.getQueryData(KEY)).toBeUndefined();
  });
});
