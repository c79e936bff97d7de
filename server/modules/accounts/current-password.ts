// "Prove it is still you": the current password before changing the password, an email or phone,
// or the second factor. Wrong answers count on one per-account counter (5 in 15 min lock it).
import { ACCOUNT_FIELD_KEYS } from '../../../domain/accounts/keys';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { verifyPassword } from '../../lib/password';
import type { UserRow } from './accounts.repository';
import { claimSecondFactorTry, clearThrottle } from './throttle.service';

/** 400 on `current_password` (required or wrong); 429 while too many wrong tries lock it. */
export async function assertCurrentPassword(
  db: Db,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!password) {
    throw new AppError('validation_failed', 'Current password required', [
      { path: 'current_password', message: V.required },
    ]);
  }
  const key = `password:${user.id}`;
  await claimSecondFactorTry(db, key);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('validation_failed', 'Wrong current password', [
      { path: 'current_password', message: ACCOUNT_FIELD_KEYS.current_password_wrong },
    ]);
  }
  await clearThrottle(db, key);
}
