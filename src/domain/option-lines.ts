// How chosen complementos read, in one line, everywhere: the cart, the order dialog and tracking
// page, the receipt and the WhatsApp messages. Each group is named, so a kitchen never reads a
// flavour as an extra: "Tamanho: Média · ½ Muçarela · ½ Frango com Catupiry · Adicionais: 2x Bacon".

/** One chosen option, as the cart and an order's snapshot both know it. */
export interface OptionLine {
  /** The group's name, e.g. "Sabores"; missing on orders placed before groups were stored. */
  group?: string | null;
  /** How the group is charged: 'max' or 'average' (meio a meio) makes two flavours halves. */
  pricing?: string | null;
  name: string;
  quantity: number;
}

/** Two flavours of a group charged by the dearest one or their average, one of each: halves. */
// (Each "½" is tied to its flavour by a no-break space, so a line never ends on a lone "½".)
function isHalves(choices: readonly OptionLine[]): boolean {
  return (
    choices.length === 2 &&
    choices.every(
      (choice) =>
        (choice.pricing === 'max' || choice.pricing === 'average') && choice.quantity === 1,
    )
  );
}

const named = (choice: OptionLine) =>
  choice.quantity > 1 ? `${choice.quantity}x ${choice.name}` : choice.name;

/** The choices of one item in one line, groups in the order given, '' when there are none. */
export function describeOptionLines(choices: readonly OptionLine[]): string {
  const byGroup = new Map<string, OptionLine[]>();
  for (const choice of choices) {
    const key = choice.group ?? '';
    byGroup.set(key, [...(byGroup.get(key) ?? []), choice]);
  }
  return [...byGroup]
    .map(([group, members]) => {
      if (isHalves(members)) return members.map((choice) => `½\u00a0${choice.name}`).join(' · ');
      const list = members.map(named).join(', ');
      return group ? `${group}: ${list}` : list;
    })
    .join(' · ');
}
