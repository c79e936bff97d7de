// Product review chain of DESIGN §4 as data. A new product, or an edit of its name, description
// or images, enters `pending_for_review`; moderators take the first three steps, the admin the last
// two; any review state may be rejected; the admin may accept from any state.
import type { Role } from '../auth/roles';
import { PRODUCT_STATUSES, type ProductStatus } from './statuses';

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

function movesOf(role: ReviewerRole, from: ProductStatus): ProductStatus[] {
  const steps = PRODUCT_REVIEW_CHAIN.filter((step) => step.from === from && step.by === role).map(
    (step) => step.to,
  );
  const rejectable = role === 'admin' ? REVIEW_STATES : MODERATOR_STATES;
  const reject: ProductStatus[] = rejectable.includes(from) ? ['rejected'] : [];
  const accept: ProductStatus[] = role === 'admin' && from !== 'accepted' ? ['accepted'] : [];
  return [...new Set([...steps, ...reject, ...accept])];
}

function tableFor(role: ReviewerRole): Record<ProductStatus, readonly ProductStatus[]> {
  return Object.fromEntries(
    PRODUCT_STATUSES.map((from) => [from, movesOf(role, from)]),
  ) as unknown as Record<ProductStatus, readonly ProductStatus[]>;
}

/** Every allowed move, per reviewer role and source status (derived from the chain above). */
export const PRODUCT_REVIEW_TRANSITIONS: Record<
  ReviewerRole,
  Record<ProductStatus, readonly ProductStatus[]>
> = { moderator_admin: tableFor('moderator_admin'), admin: tableFor('admin') };

/** The statuses `role` may move a product to from `from`; empty for roles that do not review. */
export function nextProductStatuses(from: ProductStatus, role: Role): readonly ProductStatus[] {
  return role === 'admin' || role === 'moderator_admin'
    ? PRODUCT_REVIEW_TRANSITIONS[role][from]
    : [];
}

/** May `role` move a product's review status from `from` to `to`? Rejecting needs a reason. */
export function canTransitionProductReview(
  from: ProductStatus,
  to: ProductStatus,
  role: Role,
): boolean {
  return nextProductStatuses(from, role).includes(to);
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

/**
 * May `role` take a product down after a shopper's report (issue 11)? An accepted product is not
 * in review, so the review table does not reject it; the reports screen's "act" may, for the two
 * reviewer roles, with the resolution note as the rejection reason. Review states use the table.
 */
export function canRejectReportedProduct(from: ProductStatus, role: Role): boolean {
  if (role !== 'admin' && role !== 'moderator_admin') return false;
  return from === 'accepted' || canTransitionProductReview(from, 'rejected', role);
}
