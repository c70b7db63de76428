import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import type { StoreSettings } from '@/data/settings/get-store-settings';
import { CUSTOMER_DETAILS_KEY } from './saved-details';
import { renderCheckoutForm } from './test-checkout-form';
import { PAULISTA_DELIVERY } from './test-checkout-values';

const ZONES: DeliveryZone[] = [
  {
    id: 'zone-centro',
    name: 'Centro',
    fee: 5,
    minimum_order: null,
    estimated_time: null,
    is_active: true,
    sort_order: 0,
  },
  {
    id: 'zone-vila',
    name: 'Vila Nova',
    fee: 8,
    minimum_order: null,
    estimated_time: null,
    is_active: true,
    sort_order: 1,
  },
];

function renderForm(settings: Partial<StoreSettings> = {}, zones: DeliveryZone[] = ZONES) {
  renderCheckoutForm({ settings, zones });
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const change = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => fireEvent.submit(document.getElementById('checkout-form')!);

afterEach(() => localStorage.clear());

describe('a refused submit focuses the first field with an error, as the form reads', () => {
  // The fields that can be wrong, top to bottom, with a wrong and a right value each.
  const FIELDS = [
    { id: 'customer-name', wrong: '', right: 'Ana Souza' },
    { id: 'customer-phone', wrong: '', right: '(11) 98765-4321' },
    { id: 'address-cep', wrong: '0131', right: '' },
    { id: 'address-street', wrong: '', right: 'Rua das Flores' },
    { id: 'address-number', wrong: '', right: '12' },
    { id: 'delivery-zone', wrong: '', right: 'zone-centro' },
  ] as const;

  // Each field alone, every pair (which of two comes first decides any larger set), and all at once.
  const COMBINATIONS = [
    ...FIELDS.flatMap((a, i) => FIELDS.slice(i).map((b) => [a, b])),
    [...FIELDS],
  ];

  it('for every pair of wrong fields and all of them (Nome Completo first, never Telefone)', async () => {
    renderForm();
    for (const wrong of COMBINATIONS) {
      field('order-notes').focus();
      for (const f of [...FIELDS].reverse()) change(f.id, wrong.includes(f) ? f.wrong : f.right);
      submit();
      await waitFor(() =>
        expect(document.activeElement?.id, wrong.map((f) => f.id).join(' + ')).toBe(wrong[0]!.id),
      );
    }
  }, 20_000);
});

describe('Lembrar meus dados neste aparelho', () => {
  const STORED = {
    v: 1,
    remember: true,
    customerName: 'Ana Souza',
    ...PAULISTA_DELIVERY,
    neighborhood: 'Vila Nova',
    state: 'SP',
    reference: 'Portão azul',
    deliveryZoneId: 'zone-vila',
    paymentMethod: 'cash',
  };
  const remember = () =>
    screen.getByRole('checkbox', { name: 'Lembrar meus dados neste aparelho' }) as HTMLInputElement;

  it('is on by default, with a hint that the data stays on this device', () => {
    renderForm();
    expect(remember().checked).toBe(true);
    expect(screen.getByText(/ficam salvos só neste aparelho/)).toBeTruthy();
    expect(field('customer-name').value).toBe('');
  });

  it('starts the form with what the last order used', () => {
    localStorage.setItem(CUSTOMER_DETAILS_KEY, JSON.stringify(STORED));
    renderForm();
    expect(field('customer-name').value).toBe('Ana Souza');
    expect(field('customer-phone').value).toBe('(11) 98765-4321');
    expect(field('address-cep').value).toBe('01310-100');
    expect(field('address-street').value).toBe('Avenida Paulista');
    expect(field('address-number').value).toBe('1000');
    expect(field('address-complement').value).toBe('Apto 12');
    expect(field('address-reference').value).toBe('Portão azul');
    expect(field('delivery-zone').value).toBe('zone-vila');
    expect((screen.getByRole('radio', { name: /Dinheiro/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(field('order-notes').value).toBe('');
    expect(screen.getByText(/Preenchemos com os dados salvos neste aparelho/)).toBeTruthy();
  });

  it('keeps only what the shop still offers: a zone gone is found again by its bairro', () => {
    localStorage.setItem(
      CUSTOMER_DETAILS_KEY,
      JSON.stringify({ ...STORED, deliveryZoneId: 'zone-removed', paymentMethod: 'debit' }),
    );
    renderForm({ acceptedPaymentMethods: ['pix', 'cash'] });
    expect(field('delivery-zone').value).toBe('zone-vila');
    expect((screen.getByRole('radio', { name: /Pix/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('unchecked, forgets what is stored at once and keeps the choice', () => {
    localStorage.setItem(CUSTOMER_DETAILS_KEY, JSON.stringify(STORED));
    renderForm();
    fireEvent.click(remember());
    expect(remember().checked).toBe(false);
    expect(JSON.parse(localStorage.getItem(CUSTOMER_DETAILS_KEY)!)).toEqual({
      v: 1,
      remember: false,
    });
    expect(screen.getByText(/Dados apagados deste aparelho/)).toBeTruthy();
    cleanup();
    renderForm();
    expect(remember().checked).toBe(false);
    expect(field('customer-name').value).toBe('');
  });

  it.each([
    ['not JSON', '{"v":1,"customerName":'],
    ['another version', JSON.stringify({ ...STORED, v: 99 })],
    ['not an object', '"Ana"'],
    ['null', 'null'],
  ])('a stored value that is %s leaves a blank form that works', async (_, raw) => {
    localStorage.setItem(CUSTOMER_DETAILS_KEY, raw);
    renderForm();
    expect(field('customer-name').value).toBe('');
    expect(remember().checked).toBe(true);
    submit();
    await waitFor(() => expect(document.activeElement?.id).toBe('customer-name'));
  });

  it('a field of the wrong type or too long is dropped on its own', () => {
    localStorage.setItem(
      CUSTOMER_DETAILS_KEY,
      JSON.stringify({
        ...STORED,
        customerName: 42,
        street: 'R'.repeat(500),
        fulfillment: 'drone',
        paymentMethod: 'bitcoin',
      }),
    );
    renderForm();
    expect(field('customer-name').value).toBe('');
    expect(field('address-street').value).toBe('');
    expect(field('customer-phone').value).toBe('(11) 98765-4321');
    expect((screen.getByRole('radio', { name: /Pix/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('one Bairro control', () => {
  const bairros = () => screen.getAllByLabelText(/^Bairro/);

  it('with zones, the zone list is the bairro: one control, whose choice sets the fee', () => {
    renderForm();
    expect(bairros()).toHaveLength(1);
    expect(bairros()[0]!.tagName).toBe('SELECT');
    expect(document.getElementById('address-neighborhood')).toBeNull();
    change('delivery-zone', 'zone-vila');
    expect(screen.getByText(/Taxa de entrega R\$\s8,00/)).toBeTruthy();
  });

  it('without zones, a text field', () => {
    renderForm({}, []);
    expect(bairros()).toHaveLength(1);
    expect(bairros()[0]!.tagName).toBe('INPUT');
  });

  it('"Meu bairro não está na lista" says so, with pickup and the WhatsApp as ways out', () => {
    renderForm({ acceptsPickup: true, whatsappNumber: '5511999999999' });
    change('delivery-zone', 'fora-da-lista');
    expect(screen.getByText('Não entregamos fora dos bairros da lista')).toBeTruthy();
    const chat = screen.getByRole('link', { name: /Falar com a loja no WhatsApp/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511999999999\?text=/);
    fireEvent.click(screen.getByRole('button', { name: /Retirar no local/ }));
    expect(screen.getByRole('heading', { name: 'Dados para Retirada' })).toBeTruthy();
  });

  it('without pickup, only the WhatsApp', () => {
    renderForm({ acceptsPickup: false, whatsappNumber: '5511999999999' });
    change('delivery-zone', 'fora-da-lista');
    expect(screen.queryByRole('button', { name: /Retirar no local/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Falar com a loja no WhatsApp/ })).toBeTruthy();
  });
});

describe('Forma de pagamento padrão', () => {
  const checked = (name: RegExp) =>
    (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

  it("preselects the shop's default", () => {
    renderForm({ defaultPaymentMethod: 'cash' });
    expect(checked(/Dinheiro/)).toBe(true);
  });

  it('falls back to the first accepted method when the default is not accepted', () => {
    renderForm({ defaultPaymentMethod: 'pix', acceptedPaymentMethods: ['credit', 'cash'] });
    expect(checked(/Crédito/)).toBe(true);
  });
});
