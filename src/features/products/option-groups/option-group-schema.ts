import { z } from 'zod';
import { formatMoneyInput, parseMoney } from '@/domain/money';
import type { AdminOptionGroup } from '@/data/options/get-option-groups';
import type { OptionGroupInput } from '@/data/options/save-option-group';

const count = (message: string) => z.number({ error: message }).int(message);

const moneyText = z
  .string()
  .refine((text) => text.trim() === '' || parseMoney(text) >= 0, 'Preço inválido')
  .refine((text) => !(parseMoney(text) >= 100_000), 'Preço muito alto');

const optionSchema = z.object({
  /** The option's id when it exists already (empty for a new one). */
  option_id: z.string(),
  name: z
    .string()
    .trim()
    .min(1, 'Informe o nome da opção')
    .max(80, 'Nome deve ter no máximo 80 caracteres'),
  price: moneyText,
  /** Its price per option of the group the prices depend on (option id → text; blank: `price`). */
  prices: z.record(z.string(), moneyText.optional()),
  max_quantity: count('Use um número de 1 a 50').min(1, 'Pelo menos 1').max(50, 'No máximo 50'),
  is_available: z.boolean(),
});

export const optionGroupSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Informe o nome do grupo')
      .max(80, 'Nome deve ter no máximo 80 caracteres'),
    required: z.boolean(),
    min_select: count('Use um número de 1 a 50').min(0).max(50, 'No máximo 50'),
    max_select: count('Use um número de 1 a 50')
      .min(1, 'O máximo deve ser pelo menos 1')
      .max(50, 'No máximo 50'),
    pricing: z.enum(['sum', 'max', 'average']),
    /** The group whose choice sets the prices ('' = none). */
    depends_on_group_id: z.string(),
    options: z.array(optionSchema).min(1, 'Adicione pelo menos uma opção'),
  })
  .superRefine((group, ctx) => {
    const min = group.required ? group.min_select : 0;
    if (group.required && min < 1) {
      ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'Pelo menos 1' });
    }
    if (group.max_select < min) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_select'],
        message: 'O máximo não pode ser menor que o mínimo',
      });
    }
    const units = group.options.reduce((sum, option) => sum + option.max_quantity, 0);
    if (min > units) {
      ctx.addIssue({
        code: 'custom',
        path: ['min_select'],
        message: 'Não há opções suficientes para esse mínimo',
      });
    }
  });

export type OptionGroupFormValues = z.infer<typeof optionGroupSchema>;

export const emptyOption = (): OptionGroupFormValues['options'][number] => ({
  option_id: '',
  name: '',
  price: '',
  prices: {},
  max_quantity: 1,
  is_available: true,
});

export function formValues(group: AdminOptionGroup | null): OptionGroupFormValues {
  if (!group) {
    return {
      name: '',
      required: false,
      min_select: 1,
      max_select: 1,
      pricing: 'sum',
      depends_on_group_id: '',
      options: [emptyOption()],
    };
  }
  return {
    name: group.name,
    required: group.min_select > 0,
    min_select: Math.max(1, group.min_select),
    max_select: group.max_select,
    pricing: group.pricing,
    depends_on_group_id: group.depends_on_group_id ?? '',
    options: group.options.map((option) => ({
      option_id: option.id,
      name: option.name,
      price: option.price > 0 ? formatMoneyInput(option.price) : '',
      prices: Object.fromEntries(
        Object.entries(option.prices ?? {}).map(([id, price]) => [id, formatMoneyInput(price)]),
      ),
      max_quantity: option.max_quantity,
      is_available: option.is_available,
    })),
  };
}

/**
 * What save_option_group receives: an empty price is free, "Obrigatório" off is a minimum of 0; a
 * blank cell of the price table is left out (that option keeps its own price there), and only the
 * cells of the options of the group the prices depend on (`dependsOnOptionIds`) are sent.
 */
export function toInput(
  values: OptionGroupFormValues,
  id?: string,
  dependsOnOptionIds: readonly string[] = [],
): OptionGroupInput {
  const dependsOn = values.depends_on_group_id || null;
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    min_select: values.required ? values.min_select : 0,
    max_select: values.max_select,
    pricing: values.pricing,
    depends_on_group_id: dependsOn,
    options: values.options.map((option) => ({
      ...(option.option_id ? { id: option.option_id } : {}),
      name: option.name.trim(),
      price: option.price.trim() === '' ? 0 : parseMoney(option.price),
      prices: dependsOn
        ? dependsOnOptionIds
            .filter((optionId) => (option.prices[optionId] ?? '').trim() !== '')
            .map((optionId) => ({
              depends_on_option_id: optionId,
              price: parseMoney(option.prices[optionId]!),
            }))
        : [],
      max_quantity: option.max_quantity,
      is_available: option.is_available,
    })),
  };
}
