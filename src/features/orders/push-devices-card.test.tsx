import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushKeys } from '@/data/push/keys';
import { FAKE_ENDPOINT, FAKE_KEYS, installFakePush, type FakePush } from '@/test/fake-push';
import { renderTree } from './test-orders';

vi.hoisted(() => {
  (window as { __COMANDA_CONFIG__?: object }).__COMANDA_CONFIG__ = { vapidPublicKey: 'BEl62iUYgU' };
});

// The account's devices as the server keeps them; subscribe_push and unsubscribe_push change them
// (stood in for at the client's boundary, so the data layer's own code runs).
const server = vi.hoisted(() => ({
  devices: [] as Array<{ id: string; endpoint: string; label: string; created_at: string }>,
  refuse: null as null | { code: string; details: string; message: string },
  calls: [] as Array<[string, unknown]>,
}));

vi.mock('@/lib/supabase', async () => {
  const { fakeQuery } = await import('@/test/fake-query');
  return {
    supabase: {
      from: () => fakeQuery(() => [...server.devices]),
      rpc: async (name: string, args: Record<string, unknown>) => {
        server.calls.push([name, args]);
        if (server.refuse) return { data: null, error: server.refuse };
        if (name === 'subscribe_push') {
          const sub = args.subscription as { endpoint: string; label: string };
          server.devices.push({
            id: 'd-new',
            endpoint: sub.endpoint,
            label: sub.label,
            created_at: '2026-11-25T12:00:00Z',
          });
        }
        if (name === 'unsubscribe_push') {
          server.devices = server.devices.filter((d) => d.endpoint !== args.p_endpoint);
        }
        return { data: true, error: null };
      },
    },
  };
});

const { PushDevicesCard } = await import('./push-devices-card');

let push: FakePush;

beforeEach(() => {
  server.devices = [
    {
      id: 'd-1',
      endpoint: 'https://push.example.com/other',
      label: 'Chrome · Android',
      created_at: '2026-11-20T12:00:00Z',
    },
  ];
  server.refuse = null;
  server.calls = [];
  push = installFakePush();
});

afterEach(() => push.restore());

describe('PushDevicesCard', () => {
  it("subscribes this device on the click and lists the account's devices with 'remover'", async () => {
    const { tree } = renderTree(<PushDevicesCard />);
    render(tree);
    await screen.findByText('Chrome · Android');
    const button = screen.getByRole('button', { name: 'Receber pedidos com o painel fechado' });
    expect(push.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByText('Este aparelho recebe os novos pedidos.')).toBeTruthy();
    expect(push.register).not.toHaveBeenCalled(); // the panel's worker, already registered
    expect(server.calls[0]).toEqual([
      'subscribe_push',
      { subscription: { endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS, label: expect.any(String) } },
    ]);
    const list = screen.getByRole('list', { name: 'Aparelhos que recebem os pedidos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('este aparelho')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'remover Chrome · Android' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(push.unsubscribe).not.toHaveBeenCalled();
  });

  it('says plainly when the role may not receive orders', async () => {
    server.refuse = {
      code: '42501',
      details: 'forbidden',
      message: 'Sua função na equipe (Cozinha) não permite esta ação.',
    };
    const { tree } = renderTree(<PushDevicesCard />, (client) =>
      client.setQueryData(pushKeys.devices(), []),
    );
    render(tree);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Receber pedidos com o painel fechado' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Somente o dono e os atendentes recebem os pedidos com o painel fechado.',
    );
  });
});
