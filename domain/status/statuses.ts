/**
 * Order status (spec §4). `accepted` is shown as Confirmed, `in_progress` as Preparing; awaiting
 * payment is a pending unpaid card order. Transitions live in order-transitions.ts.
 */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'in_progress',
  'delivered',
  'shipped',
  'out_for_delivery',
  'delivery_failed',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'cash_on_delivery', 'pay_at_fawry'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Methods paid before the store acts on the order: by card, or with a Fawry reference at an
 * outlet. Cash on delivery is paid when it is delivered.
 */
export const PREPAID_METHODS = ['card', 'pay_at_fawry'] as const satisfies PaymentMethod[];

export function isPrepaid(method: PaymentMethod): boolean {
  return (PREPAID_METHODS as readonly PaymentMethod[]).includes(method);
}

/** Product review status (spec §4, DESIGN §4). */
export const PRODUCT_STATUSES = [
  'pending_for_review',
  'initial_review_by_moderator',
  'final_review_by_moderator',
  'reviewed',
  'final_review_by_admin',
  'accepted',
  'rejected',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Activity state of a store or a user account. */
export const ACTIVITY_STATUSES = ['active', 'suspended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** Home page theme chosen by an admin setting (spec §2 "traditional or modern theme"). */
export const HOME_THEMES = ['traditional', 'modern'] as const;
export type HomeTheme = (typeof HOME_THEMES)[number];
