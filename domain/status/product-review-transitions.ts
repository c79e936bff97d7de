// Product review chain of DESIGN §4 as data. A new product, or an edit of its name, description
// or images, enters `pending_for_review`; moderators take the first three steps, the admin the last
// two; any review state may be rejected, and a published product taken down; the admin may accept
// from any state.
import type { Role } from '../auth/roles';
import type { ProductStatus } from './statuses';

/** Status of a new product and of one whose reviewed content changed. */
export const INITIAL_PRODUCT_STATUS: ProductStatus = 'pending_for_review';

/** One step of the chain and who takes it. */
export interface ReviewStep {
  from: ProductStatus;
  to: ProductStatus;
  by: 'moderator_admin' | 'admin';
}

/**
 * The chain, in order. Each step belongs to one role: the moderator's steps record a moderator's
 * review, so the admin does not take them; the admin can skip them by accepting directly.
 */
export const PRODUCT_REVIEW_CHAIN: readonly ReviewStep[] = [
  { from: 'pending_for_review', to: 'initial_review_by_moderator', by: 'moderator_admin' },
  { from: 'initial_review_by_moderator', to: 'final_review_by_moderator', by: 'moderator_admin' },
  { from: 'final_review_by_moderator', to: 'reviewed', by: 'moderator_admin' },
  { from: 'reviewed', to: 'final_review_by_admin', by: 'admin' },
  { from: 'final_review_by_admin', to: 'accepted', by: 'admin' },
];

/** States still under review: everything before the verdict; `rejected` is reachable from each. */
export const REVIEW_STATES: readonly ProductStatus[] = PRODUCT_REVIEW_CHAIN.map(
  (step) => step.from,
);

/** States the moderator works on: the sources of its steps, from which it may also reject. */
const MODERATOR_STATES = PRODUCT_REVIEW_CHAIN.filter((s) => s.by === 'moderator_admin').map(
  (s) => s.from,
);

/**
 * The states waiting on `role`'s review (the dashboards' review queue): the moderator its own
 * three steps, the admin every state before the verdict (it may accept from any); none for others.
 */
export function reviewQueueStates(role: Role): readonly ProductStatus[] {
  if (role === 'admin') return REVIEW_STATES;
  if (role === 'moderator_admin') return MODERATOR_STATES;
  return [];
}

/** Roles that review products. */
export type ReviewerRole = ReviewStep['by'];

/**
 * What the review knows of a product besides its status: whether a reviewer took it down after it
 * was published (`taken_down_at`). The moderator who reviews such a product's fix may publish it
 * again: the admin accepted it once, and the take-down was a moderation call, not a verdict.
 */
export interface ReviewContext {
  takenDown?: boolean;
}

function movesOf(role: ReviewerRole, from: ProductStatus, context: ReviewContext): ProductStatus[] {
  const steps = PRODUCT_REVIEW_CHAIN.filter((step) => step.from === from && step.by === role).map(
    (step) => step.to,
  );
  const rejectable = role === 'admin' ? REVIEW_STATES : MODERATOR_STATES;
  // Taking a published product down is a rejection too (both reviewer roles).
  const reject: ProductStatus[] =
    rejectable.includes(from) || from === 'accepted' ? ['rejected'] : [];
  const accepts =
    role === 'admin'
      ? from !== 'accepted'
      : context.takenDown === true && rejectable.includes(from);
  const accept: ProductStatus[] = accepts ? ['accepted'] : [];
  return [...new Set([...steps, ...reject, ...accept])];
}

/**
 * The statuses `role` may move a product to from `from` (DESIGN §4 chain, the take-down of a
 * published product, the re-acceptance of a taken-down one); empty for roles that do not review.
 */
export function nextProductStatuses(
  from: ProductStatus,
  role: Role,
  context: ReviewContext = {},
): readonly ProductStatus[] {
  return role === 'admin' || role === 'moderator_admin' ? movesOf(role, from, context) : [];
}

/** May `role` move a product's review status from `from` to `to`? Rejecting needs a reason. */
export function canTransitionProductReview(
  from: ProductStatus,
  to: ProductStatus,
  role: Role,
  context: ReviewContext = {},
): boolean {
  return nextProductStatuses(from, role, context).includes(to);
}

/** Fields whose change sends a product back to review (DESIGN §4). */
export const REVIEWED_PRODUCT_FIELDS = [
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'main_image',
  'other_images',
] as const;

/**
 * Status after the seller saves an edit: back to `pending_for_review` when a reviewed field changed
 * (also a rejected product, which is how a seller resubmits), otherwise unchanged.
 */
export function statusAfterProductEdit(
  current: ProductStatus,
  changedFields: readonly string[],
): ProductStatus {
  const reviewed = changedFields.some((field) =>
    (REVIEWED_PRODUCT_FIELDS as readonly string[]).includes(field),
  );
  return reviewed ? INITIAL_PRODUCT_STATUS : current;
}
