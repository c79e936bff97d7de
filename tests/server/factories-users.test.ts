// The user factory: a drawn phone that a user already has (the demo seed draws its customers'
// numbers from the same range) is drawn again instead of failing the test that asked for a user.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedUser } from '../factories';
import { useTestApp } from './helper';

const ctx = useTestApp();

afterEach(() => vi.restoreAllMocks());

describe('[FACTORIES] seedUser', () => {
  it('draws again when the drawn phone is taken, and keeps a clash of a chosen phone', async () => {
    const db = ctx.app.database.db;
    const first = await seedUser(db);
    // The next user's first phone draw repeats the first user's number; later draws are free.
    const drawn = Number(first.phone!.slice(3)) - 10_000_000;
    const random = Math.random.bind(Math);
    let repeated = false;
    const phoneDraw = (drawn + 0.5) / 89_999_999;
    vi.spyOn(Math, 'random')
      .mockImplementationOnce(random) // the username suffix of the first try
      .mockImplementationOnce(() => {
        repeated = true;
        return phoneDraw;
      })
      .mockImplementation(random);
    const second = await seedUser(db);
    expect(repeated).toBe(true);
    expect(second.phone).not.toBe(first.phone);

    await expect(seedUser(db, { phone: first.phone })).rejects.toThrow();
  });
});
