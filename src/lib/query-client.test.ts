import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, FieldError } from '@/lib/errors';
import { createQueryClient } from '@/lib/query-client';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: { error: toastError } }));

/** Runs one failing mutation through the app's query client, as a hook would. */
async function fail(error: unknown, onError?: (error: unknown) => void) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    ...(onError ? { onError } : {}),
  });
  await mutation.execute(undefined).catch(() => undefined);
}

beforeEach(() => toastError.mockClear());

describe('the mutation error policy', () => {
  it('reports a failure once, in pt-BR, when the caller gave no onError', async () => {
    await fail(new AppError('zone_not_found'));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Erro', {
      description: 'Bairro não encontrado. Atualize a página.',
    });
  });

  it("leaves the failure to the caller's onError", async () => {
    const onError = vi.fn();
    await fail(new AppError('zone_not_found'), onError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("leaves a field's refusal to the form", async () => {
    await fail(new FieldError('name', 'zone_name_taken'));
    expect(toastError).not.toHaveBeenCalled();
  });
});
