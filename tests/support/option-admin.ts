// The option-admin test files' shared ground (tests/option-admin*.test.ts): the owner's
// complementos editor saving a group as the client given.
import type { TestClient } from './stack.ts';

export function save(
  client: TestClient,
  group: { id?: string; name: string; min: number; max: number; pricing?: string },
  options: unknown,
) {
  return client.rpc('save_option_group', {
    name: group.name,
    min_select: group.min,
    max_select: group.max,
    pricing: group.pricing ?? 'sum',
    options: options as never,
    ...(group.id ? { group_id: group.id } : {}),
  });
}
