import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bcryptCompare, bcryptHash } from './bcrypt-pool.ts';

describe('bcrypt in worker threads', () => {
  it('reads the hashes auth.users already holds and writes ones bcryptjs reads', async () => {
    const existing = bcrypt.hashSync('senha-antiga-1', 10);
    // pgcrypto's crypt() writes $2a$ hashes (change_admin_username compares against these).
    const pgcrypto = existing.replace(/^\$2b\$/, '$2a$');
    expect(await bcryptCompare('senha-antiga-1', existing)).toBe(true);
    expect(await bcryptCompare('senha-antiga-1', pgcrypto)).toBe(true);
    expect(await bcryptCompare('outra', existing)).toBe(false);
    const fresh = await bcryptHash('senha-nova-123');
    expect(bcrypt.compareSync('senha-nova-123', fresh)).toBe(true);
  });

  it('answers checks sent at once, each with its own result', async () => {
    const hash = bcrypt.hashSync('certa', 4);
    const results = await Promise.all(
      ['certa', 'errada', 'certa', 'x'].map((p) => bcryptCompare(p, hash)),
    );
    expect(results).toEqual([true, false, true, false]);
  });
});
