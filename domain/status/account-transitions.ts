// Account status moves of spec §4 ("Store and user: active / suspended") as a table, enforced by
// the panel people services: suspend an active account, reactivate a suspended one. Setting the
// status an account already has is not a transition (the panel answers `invalid_transition`).
import type { ActivityStatus } from './statuses';

export const ACCOUNT_STATUS_TRANSITIONS: Readonly<
  Record<ActivityStatus, readonly ActivityStatus[]>
> = {
  active: ['suspended'],
  suspended: ['active'],
};

/** May an account move from `from` to `to`? */
export function canChangeAccountStatus(from: ActivityStatus, to: ActivityStatus): boolean {
  return ACCOUNT_STATUS_TRANSITIONS[from].includes(to);
}
