// A row of the products table as PostgREST answers it, for tests that stand in for the server
// (pass at least id, name and category).
export function productRow(over: Record<string, unknown>) {
  return {
    description: null,
    price: 12,
    image_url: null,
    is_available: true,
    sort_order: 0,
    is_featured: false,
    created_at: '2026-11-01T12:00:00Z',
    unavailable_until: null,
    stock_quantity: null,
    allow_oversell: false,
    sold_out: false,
    ...over,
  };
}
