-- comanda: demo shop.
-- a são paulo delivery shop with a small menu in five categories (one item unavailable) and a few
-- promo codes. no orders and no users: the local stack creates the admin account. every insert
-- skips rows that already exist, so running it twice changes nothing.

insert into public.company_settings (
  id, whatsapp_number, company_name, company_address, company_phone, delivery_fee, minimum_order,
  business_address, latitude, longitude, delivery_radius_km, estimated_time,
  accepted_payment_methods, default_payment_method, theme, timezone
)
values (
  1,
  '5511999999999',
  'Delivery Rápido',
  'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200',
  '(11) 99999-9999',
  5.00,
  20.00,
  '{"street": "Avenida Paulista", "number": "1578", "neighborhood": "Bela Vista", "city": "São Paulo", "state": "SP", "postal_code": "01310-200", "complement": null}',
  -23.561414,
  -46.655881,
  5,
  '30-45',
  '{pix,cash,credit,debit}',
  'cash',
  'purple',
  'America/Sao_Paulo'
)
on conflict (id) do nothing;

insert into public.products (id, name, description, price, image_url, category, is_available, sort_order)
values
  ('5e1d0001-0000-4000-8000-000000000001', 'Pizza Margherita',
    'Molho de tomate italiano, muçarela, tomate fatiado e manjericão fresco. Grande, 8 fatias.',
    49.90, '/demo/pizza-margherita.svg', 'Pizzas', true, 1),
  ('5e1d0001-0000-4000-8000-000000000002', 'Pizza Calabresa',
    'Calabresa fatiada, cebola roxa, muçarela e azeitonas pretas. Grande, 8 fatias.',
    52.90, '/demo/pizza-calabresa.svg', 'Pizzas', true, 2),
  ('5e1d0001-0000-4000-8000-000000000003', 'Pizza Portuguesa',
    'Presunto, ovos, cebola, ervilha, azeitonas e muçarela. Grande, 8 fatias.',
    56.90, '/demo/pizza-portuguesa.svg', 'Pizzas', false, 3),
  ('5e1d0001-0000-4000-8000-000000000004', 'X-Burger da Casa',
    'Pão brioche, hambúrguer artesanal de 160 g, queijo prato, alface, tomate e molho especial.',
    32.90, '/demo/x-burger.svg', 'Lanches', true, 1),
  ('5e1d0001-0000-4000-8000-000000000005', 'Batata Frita',
    'Porção de batatas crocantes com sal e orégano. Serve bem duas pessoas.',
    19.90, '/demo/batata-frita.svg', 'Lanches', true, 2),
  ('5e1d0001-0000-4000-8000-000000000006', 'Coxinha de Frango',
    'Massa macia recheada com frango desfiado e catupiry. Unidade grande.',
    8.50, '/demo/coxinha.svg', 'Salgados', true, 1),
  ('5e1d0001-0000-4000-8000-000000000007', 'Pastel de Carne',
    'Pastel de feira sequinho, recheado com carne moída temperada e azeitona.',
    11.90, '/demo/pastel.svg', 'Salgados', true, 2),
  ('5e1d0001-0000-4000-8000-000000000008', 'Refrigerante Lata',
    'Lata de 350 ml bem gelada. Consulte os sabores disponíveis.',
    6.50, '/demo/refrigerante-lata.svg', 'Bebidas', true, 1),
  ('5e1d0001-0000-4000-8000-000000000009', 'Suco de Laranja Natural',
    'Suco de laranja espremido na hora, 500 ml, sem açúcar.',
    10.90, '/demo/suco-laranja.svg', 'Bebidas', true, 2),
  ('5e1d0001-0000-4000-8000-000000000010', 'Açaí na Tigela 500 ml',
    'Açaí cremoso com banana, morango, granola e leite condensado.',
    24.90, '/demo/acai.svg', 'Sobremesas', true, 1),
  ('5e1d0001-0000-4000-8000-000000000011', 'Brigadeiro Gourmet',
    'Brigadeiro de chocolate belga enrolado no granulado. Unidade.',
    4.50, '/demo/brigadeiro.svg', 'Sobremesas', true, 2),
  ('5e1d0001-0000-4000-8000-000000000012', 'Pudim de Leite',
    'Pudim de leite condensado com calda de caramelo. Fatia generosa.',
    12.90, '/demo/pudim.svg', 'Sobremesas', true, 3)
on conflict (id) do nothing;

insert into public.promo_codes (id, code, discount, type, expires_at, max_uses, current_uses, active)
values
  ('5e1d0002-0000-4000-8000-000000000001', 'BEMVINDO10', 10, 'percentage', null, 0, 0, true),
  ('5e1d0002-0000-4000-8000-000000000002', 'FRETE5', 5.00, 'fixed', null, 0, 0, true),
  ('5e1d0002-0000-4000-8000-000000000003', 'VERAO2025', 15, 'percentage', '2025-03-20 23:59:59-03', 0, 0, true)
on conflict do nothing;
