// Complemento groups as the pricing rules (src/domain/options) read them, for tests.
import type { RuleGroup, RuleOption } from '@/domain/options';

/** An option named after its id ("broto" → "Broto"), available, one at most, unless `extra` says otherwise. */
export const ruleOption = (
  id: string,
  price: number,
  extra: Partial<RuleOption> = {},
): RuleOption => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  price,
  max_quantity: 1,
  is_available: true,
  ...extra,
});

/** A group named after its id ("tamanho" → "Tamanho"), with its selection rules and options. */
export const ruleGroup = (
  id: string,
  rules: Pick<RuleGroup, 'min_select' | 'max_select' | 'pricing'> & Partial<RuleGroup>,
  options: readonly RuleOption[],
): RuleGroup => ({ id, name: id[0]!.toUpperCase() + id.slice(1), ...rules, options });
