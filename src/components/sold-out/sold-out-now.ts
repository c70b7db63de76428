import type { SoldOutItem } from './sold-out-control';

type Item = Omit<SoldOutItem, 'kind' | 'label'> & { is_available: boolean };

/**
 * What customers see as esgotado now, by the server's reading (`sold_out`): products shown on the
 * menu, then complementos (an option shared by several groups once). Hidden items are not on the
 * menu at all.
 */
export function soldOutNow(
  products: readonly Item[] | undefined,
  groups: ReadonlyArray<{ options: readonly Item[] }> | undefined,
): SoldOutItem[] {
  const seen = new Set<string>();
  const options = (groups ?? [])
    .flatMap((group) => group.options)
    .filter((option) => option.is_available && option.sold_out && !seen.has(option.id))
    .map((option): SoldOutItem => {
      seen.add(option.id);
      return { ...option, kind: 'option' };
    });
  const items = (products ?? [])
    .filter((product) => product.is_available && product.sold_out)
    .map((product): SoldOutItem => ({ ...product, kind: 'product' }));
  return [...items, ...options];
}
