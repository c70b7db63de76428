/** The id of a category's section on the menu page: "Lanches & Porções" → "categoria-lanches-porcoes". */
export function categorySectionId(category: string): string {
  const slug = category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `categoria-${slug || 'geral'}`;
}
