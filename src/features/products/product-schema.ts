import { z } from 'zod';
import { parseMoney } from '@/domain/money';

// The product form's messages, word for word (docs/screens.md). The description may be short or
// empty ("Água" needs none) and the photo is optional: owners need it, so our rule differs from the
// original product spec's (docs/ordering-rules.md, "Produtos").
export const productSchema = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'Nome deve ter pelo menos 3 caracteres')
    .max(120, 'Nome deve ter no máximo 120 caracteres'),
  description: z.string().trim().max(1000, 'Descrição deve ter no máximo 1000 caracteres'),
  price: z
    .string()
    .refine((text) => parseMoney(text) > 0, 'Preço deve ser um valor positivo')
    .refine((text) => !(parseMoney(text) >= 100_000_000), 'Preço muito alto'),
  category: z
    .string()
    .trim()
    .min(2, 'Categoria deve ter pelo menos 2 caracteres')
    .max(60, 'Categoria deve ter no máximo 60 caracteres'),
  is_available: z.boolean(),
});

export type ProductFormValues = z.infer<typeof productSchema>;

export const emptyProductValues: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: 'Geral',
  is_available: true,
};
