// Complementos in the customer's words: a group's rule and pricing note, what is still missing,
// the chosen options in one line, and why a selection cannot be ordered.

import { describeOptionLines } from '@/domain/option-lines';
import type { ChosenOption, RuleGroup, SelectionCheck } from './selection';

/** The rule of a group in words: "Escolha 1", "Escolha até 3", "Escolha de 2 a 4". */
export function groupRuleText(group: Pick<RuleGroup, 'min_select' | 'max_select'>): string {
  const { min_select: min, max_select: max } = group;
  // One at most reads "Escolha 1" whether or not it is required (the badge says which).
  if (min === max || max === 1) return `Escolha ${max}`;
  if (min === 0) return `Escolha até ${max}`;
  return `Escolha de ${min} a ${max}`;
}

/** The note a group charged by its dearest option shows. */
export function groupPricingNote(group: Pick<RuleGroup, 'pricing' | 'max_select'>): string | null {
  if (group.pricing === 'sum' || group.max_select < 2) return null;
  if (group.pricing === 'average') {
    return group.max_select === 2
      ? 'Meio a meio: cobra a média dos sabores'
      : 'Cobra a média dos sabores escolhidos';
  }
  return group.max_select === 2
    ? 'Meio a meio: cobra o sabor mais caro'
    : 'Cobra o sabor mais caro entre os escolhidos';
}

/** What the customer reads when a group still lacks a choice: "Escolha uma opção em Tamanho". */
export function missingGroupMessage(group: RuleGroup, units: number): string {
  const missing = group.min_select - units;
  const what = missing === 1 ? 'uma opção' : `${missing} opções`;
  return units === 0 ? `Escolha ${what} em ${group.name}` : `Escolha mais ${what} em ${group.name}`;
}

/** The choices in one line, as every order screen and paper reads them (describeOptionLines). */
export function describeChoices(chosen: readonly ChosenOption[]): string {
  return describeOptionLines(
    chosen.map(({ group, option, quantity }) => ({
      group: group.name,
      pricing: group.pricing,
      name: option.name,
      quantity,
    })),
  );
}

/** Why a selection cannot be ordered, in one sentence (its first broken rule), or null. */
export function selectionProblemMessage(
  check: SelectionCheck,
  groups: readonly RuleGroup[],
): string | null {
  const problem = check.problems[0];
  if (!problem) return null;
  const group = groups.find((g) => g.id === problem.groupId);
  const option = group?.options.find((o) => o.id === problem.optionId);
  switch (problem.code) {
    case 'option_invalid':
      return 'Uma das opções escolhidas não existe mais.';
    case 'option_unavailable':
      return `Esgotado: ${option?.name ?? 'uma das opções'}.`;
    case 'option_limit':
      if (option) {
        const times = option.max_quantity === 1 ? 'vez' : 'vezes';
        return `"${option.name}" pode ser escolhido no máximo ${option.max_quantity} ${times}.`;
      }
      return `Em ${group?.name ?? 'um dos grupos'} escolha no máximo ${group?.max_select ?? 1}.`;
    case 'option_required':
      return group ? `${missingGroupMessage(group, check.units[group.id] ?? 0)}.` : null;
  }
}
