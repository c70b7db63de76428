import type { ReceiptOrder } from '@/domain/orders/receipt-copy';

/** The printer test's order: sample items, so the owner sees the real layout on real paper. */
export function sampleReceiptOrder(now = new Date()): ReceiptOrder {
  const items = [
    {
      name: 'Pizza Margherita',
      price: 57.9,
      quantity: 1,
      options: [{ group: 'Borda', name: 'Borda de catupiry', price: 8, quantity: 1 }],
    },
    { name: 'Refrigerante Lata', price: 6.5, quantity: 2 },
    { name: 'Pastel de Carne', price: 11.9, quantity: 1, notes: 'Sem cebola' },
  ];
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const deliveryFee = 5;
  return {
    order_number: 'TESTE',
    created_at: now.toISOString(),
    customer_name: 'Cliente Teste',
    customer_phone: '(11) 99999-9999',
    customer_address: 'Rua Exemplo, 123 - Centro',
    fulfillment: 'delivery',
    payment_method: 'pix',
    payment_status: 'paid',
    items,
    subtotal,
    delivery_fee: deliveryFee,
    discount: 0,
    total_amount: subtotal + deliveryFee,
    notes: 'Impressão de teste',
  };
}
