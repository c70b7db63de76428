// Test helpers: an order as the admin screens hold it, and a provider tree with seeded queries.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { settingsKeys } from '@/data/settings/keys';
import { createQueryClient } from '@/lib/query-client';
import type { Order } from '@/data/orders/schema';

export function makeOrder(over: Partial<Order> = {}): Order {
  return {
    id: 'o-1042',
    order_number: '1042',
    customer_name: 'Ana Souza',
    customer_phone: '(11) 98765-4321',
    customer_address: 'Rua das Flores, 123',
    address: null,
    fulfillment: 'delivery',
    delivery_zone_id: null,
    driver_id: null,
    items: [{ product_id: 'p1', name: 'Pizza Margherita', price: 49.9, quantity: 2, options: [] }],
    subtotal: 99.8,
    delivery_fee: 5,
    discount: 0,
    promo_code: null,
    total_amount: 104.8,
    payment_method: 'pix',
    change_for: null,
    payment_status: 'pending',
    paid_at: null,
    cancel_reason: null,
    notes: null,
    status: 'pending',
    created_at: '2026-11-21T22:05:00.000Z',
    updated_at: '2026-11-21T22:05:00.000Z',
    idempotency_key: null,
    scheduled_for: null,
    ...over,
  };
}

export function renderTree(
  children: ReactNode,
  seed?: (client: ReturnType<typeof createQueryClient>) => void,
  path = '/',
) {
  const client = createQueryClient();
  client.setQueryData(settingsKeys.admin(), null);
  seed?.(client);
  return {
    client,
    tree: (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    ),
  };
}
