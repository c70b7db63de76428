-- comanda: demo shop.
-- a são paulo delivery shop with a small menu in five categories (one item unavailable), complementos
-- (a pizza meio a meio, the burger's adicionais, an açaí to build; one option esgotado) and a few
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
  'pix',
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
  ('5e1d0001-0000-4000-8000-000000000008', 'Água Mineral 500 ml',
    'Água mineral sem gás, garrafa de 500 ml, bem gelada.',
    6.50, '/demo/agua-mineral.svg', 'Bebidas', true, 3),
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
    12.90, '/demo/pudim.svg', 'Sobremesas', true, 3),
  ('5e1d0001-0000-4000-8000-000000000013', 'Pizza Meio a Meio',
    'Monte do seu jeito: escolha o tamanho, um ou dois sabores e, se quiser, uma borda recheada.',
    34.90, '/demo/pizza-meio-a-meio.svg', 'Pizzas', true, 4),
  ('5e1d0001-0000-4000-8000-000000000014', 'Monte seu Açaí',
    'Açaí cremoso batido na hora. Escolha o tamanho, até 6 complementos e até 2 coberturas.',
    16.90, '/demo/acai.svg', 'Sobremesas', true, 4),
  ('5e1d0001-0000-4000-8000-000000000015', 'Refrigerante Lata',
    'Lata de 350 ml bem gelada. Escolha o sabor.',
    6.50, '/demo/refrigerante-lata.svg', 'Bebidas', true, 1)
on conflict (id) do nothing;

-- complementos: groups, their options and the products that offer them -------------------------
insert into public.option_groups (id, name, min_select, max_select, pricing, sort_order)
values
  ('5e1d0003-0000-4000-8000-000000000001', 'Tamanho', 1, 1, 'sum', 1),
  ('5e1d0003-0000-4000-8000-000000000002', 'Sabores', 1, 2, 'max', 2),
  ('5e1d0003-0000-4000-8000-000000000003', 'Borda', 0, 1, 'sum', 3),
  ('5e1d0003-0000-4000-8000-000000000004', 'Adicionais', 0, 5, 'sum', 4),
  ('5e1d0003-0000-4000-8000-000000000005', 'Tamanho', 1, 1, 'sum', 5),
  ('5e1d0003-0000-4000-8000-000000000006', 'Complementos', 0, 6, 'sum', 6),
  ('5e1d0003-0000-4000-8000-000000000007', 'Coberturas', 0, 2, 'sum', 7),
  ('5e1d0003-0000-4000-8000-000000000008', 'Sabor', 1, 1, 'sum', 8)
on conflict (id) do nothing;

insert into public.options (id, group_id, name, price, max_quantity, is_available, sort_order)
values
  ('5e1d0004-0000-4000-8000-000000000101', '5e1d0003-0000-4000-8000-000000000001', 'Broto (4 fatias)', 0, 1, true, 1),
  ('5e1d0004-0000-4000-8000-000000000102', '5e1d0003-0000-4000-8000-000000000001', 'Média (6 fatias)', 12.00, 1, true, 2),
  ('5e1d0004-0000-4000-8000-000000000103', '5e1d0003-0000-4000-8000-000000000001', 'Grande (8 fatias)', 22.00, 1, true, 3),
  ('5e1d0004-0000-4000-8000-000000000201', '5e1d0003-0000-4000-8000-000000000002', 'Muçarela', 0, 1, true, 1),
  ('5e1d0004-0000-4000-8000-000000000202', '5e1d0003-0000-4000-8000-000000000002', 'Margherita', 2.00, 1, true, 2),
  ('5e1d0004-0000-4000-8000-000000000203', '5e1d0003-0000-4000-8000-000000000002', 'Calabresa', 3.00, 1, true, 3),
  ('5e1d0004-0000-4000-8000-000000000204', '5e1d0003-0000-4000-8000-000000000002', 'Frango com Catupiry', 5.00, 1, true, 4),
  ('5e1d0004-0000-4000-8000-000000000205', '5e1d0003-0000-4000-8000-000000000002', 'Portuguesa', 6.00, 1, true, 5),
  ('5e1d0004-0000-4000-8000-000000000206', '5e1d0003-0000-4000-8000-000000000002', 'Quatro Queijos', 8.00, 1, true, 6),
  ('5e1d0004-0000-4000-8000-000000000207', '5e1d0003-0000-4000-8000-000000000002', 'Camarão', 15.00, 1, false, 7),
  ('5e1d0004-0000-4000-8000-000000000301', '5e1d0003-0000-4000-8000-000000000003', 'Catupiry', 8.00, 1, true, 1),
  ('5e1d0004-0000-4000-8000-000000000302', '5e1d0003-0000-4000-8000-000000000003', 'Cheddar', 8.00, 1, true, 2),
  ('5e1d0004-0000-4000-8000-000000000303', '5e1d0003-0000-4000-8000-000000000003', 'Chocolate', 10.00, 1, true, 3),
  ('5e1d0004-0000-4000-8000-000000000401', '5e1d0003-0000-4000-8000-000000000004', 'Bacon', 5.00, 2, true, 1),
  ('5e1d0004-0000-4000-8000-000000000402', '5e1d0003-0000-4000-8000-000000000004', 'Ovo', 2.50, 2, true, 2),
  ('5e1d0004-0000-4000-8000-000000000403', '5e1d0003-0000-4000-8000-000000000004', 'Hambúrguer extra', 9.00, 2, true, 3),
  ('5e1d0004-0000-4000-8000-000000000404', '5e1d0003-0000-4000-8000-000000000004', 'Cheddar cremoso', 4.00, 1, true, 4),
  ('5e1d0004-0000-4000-8000-000000000405', '5e1d0003-0000-4000-8000-000000000004', 'Cebola caramelizada', 3.50, 1, true, 5),
  ('5e1d0004-0000-4000-8000-000000000501', '5e1d0003-0000-4000-8000-000000000005', '300 ml', 0, 1, true, 1),
  ('5e1d0004-0000-4000-8000-000000000502', '5e1d0003-0000-4000-8000-000000000005', '500 ml', 8.00, 1, true, 2),
  ('5e1d0004-0000-4000-8000-000000000503', '5e1d0003-0000-4000-8000-000000000005', '700 ml', 14.00, 1, true, 3),
  ('5e1d0004-0000-4000-8000-000000000601', '5e1d0003-0000-4000-8000-000000000006', 'Banana', 0, 1, true, 1),
  ('5e1d0004-0000-4000-8000-000000000602', '5e1d0003-0000-4000-8000-000000000006', 'Granola', 0, 1, true, 2),
  ('5e1d0004-0000-4000-8000-000000000603', '5e1d0003-0000-4000-8000-000000000006', 'Morango', 2.50, 1, true, 3),
  ('5e1d0004-0000-4000-8000-000000000604', '5e1d0003-0000-4000-8000-000000000006', 'Leite em pó', 2.00, 1, true, 4),
  ('5e1d0004-0000-4000-8000-000000000605', '5e1d0003-0000-4000-8000-000000000006', 'Paçoca', 2.00, 1, true, 5),
  ('5e1d0004-0000-4000-8000-000000000606', '5e1d0003-0000-4000-8000-000000000006', 'Kiwi', 3.00, 1, true, 6),
  ('5e1d0004-0000-4000-8000-000000000607', '5e1d0003-0000-4000-8000-000000000006', 'Castanha de caju', 3.50, 1, true, 7),
  ('5e1d0004-0000-4000-8000-000000000701', '5e1d0003-0000-4000-8000-000000000007', 'Leite condensado', 0, 1, true, 1),
  ('5e1d0004-0000-4000-8000-000000000702', '5e1d0003-0000-4000-8000-000000000007', 'Calda de chocolate', 0, 1, true, 2),
  ('5e1d0004-0000-4000-8000-000000000703', '5e1d0003-0000-4000-8000-000000000007', 'Mel', 0, 1, true, 3),
  ('5e1d0004-0000-4000-8000-000000000704', '5e1d0003-0000-4000-8000-000000000007', 'Creme de avelã', 6.00, 1, true, 4),
  ('5e1d0004-0000-4000-8000-000000000801', '5e1d0003-0000-4000-8000-000000000008', 'Coca-Cola', 0, 1, true, 1),
  ('5e1d0004-0000-4000-8000-000000000802', '5e1d0003-0000-4000-8000-000000000008', 'Coca-Cola Zero', 0, 1, true, 2),
  ('5e1d0004-0000-4000-8000-000000000803', '5e1d0003-0000-4000-8000-000000000008', 'Guaraná Antarctica', 0, 1, true, 3),
  ('5e1d0004-0000-4000-8000-000000000804', '5e1d0003-0000-4000-8000-000000000008', 'Fanta Laranja', 0, 1, true, 4),
  ('5e1d0004-0000-4000-8000-000000000805', '5e1d0003-0000-4000-8000-000000000008', 'Sprite', 0, 1, true, 5)
on conflict (id) do nothing;

insert into public.product_option_groups (product_id, group_id, sort_order)
values
  ('5e1d0001-0000-4000-8000-000000000013', '5e1d0003-0000-4000-8000-000000000001', 1),
  ('5e1d0001-0000-4000-8000-000000000013', '5e1d0003-0000-4000-8000-000000000002', 2),
  ('5e1d0001-0000-4000-8000-000000000013', '5e1d0003-0000-4000-8000-000000000003', 3),
  ('5e1d0001-0000-4000-8000-000000000004', '5e1d0003-0000-4000-8000-000000000004', 1),
  ('5e1d0001-0000-4000-8000-000000000014', '5e1d0003-0000-4000-8000-000000000005', 1),
  ('5e1d0001-0000-4000-8000-000000000014', '5e1d0003-0000-4000-8000-000000000006', 2),
  ('5e1d0001-0000-4000-8000-000000000014', '5e1d0003-0000-4000-8000-000000000007', 3),
  ('5e1d0001-0000-4000-8000-000000000015', '5e1d0003-0000-4000-8000-000000000008', 1)
on conflict do nothing;

insert into public.promo_codes (id, code, discount, type, expires_at, max_uses, current_uses, active)
values
  ('5e1d0002-0000-4000-8000-000000000001', 'BEMVINDO10', 10, 'percentage', null, 0, 0, true),
  ('5e1d0002-0000-4000-8000-000000000002', 'FRETE5', 5.00, 'fixed', null, 0, 0, true),
  ('5e1d0002-0000-4000-8000-000000000003', 'VERAO2025', 15, 'percentage', '2025-03-20 23:59:59-03', 0, 0, true)
on conflict do nothing;
