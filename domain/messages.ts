// User-facing messages of spec §8 that are not API error codes: toasts and notices the client shows
// by itself. They live in errors.json beside the codes, so `errors.<name>` resolves either way.
import { AppErrorCode } from './errors';

/** Keys of the client-side messages, `errors.<name>`. */
export const USER_MESSAGES = {
  /** Something went wrong, try later. */
  generic: 'errors.generic',
  /** Shown in the offline banner and when a write cannot wait (DESIGN §5). */
  offline_notice: 'errors.offline_notice',
  /** A page never seen while online, opened offline: it needs a connection. */
  offline_unseen: 'errors.offline_unseen',
  fetch_failed: 'errors.fetch_failed',
  send_message_failed: 'errors.send_message_failed',
  upload_images_failed: 'errors.upload_images_failed',
  /** Choose an image of at least 647x647, jpg/jpeg/png. */
  image_requirements: 'errors.image_requirements',
  /** Wrong image extension (error toast). */
  image_wrong_type: 'errors.image_wrong_type',
  /** No image chosen (info toast). */
  image_missing: 'errors.image_missing',
  required_attributes: 'errors.required_attributes',
  sub_attributes_required: 'errors.sub_attributes_required',
  form_incomplete: 'errors.form_incomplete',
  rating_required: 'errors.rating_required',
  coupon_code_required: 'errors.coupon_code_required',
  coupon_required: `errors.${AppErrorCode.coupon_required}`,
  payment_failed: `errors.${AppErrorCode.payment_failed}`,
  product_not_available: `errors.${AppErrorCode.product_not_available}`,
  store_not_available: `errors.${AppErrorCode.store_not_available}`,
  page_not_found: 'errors.page_not_found',
  /** A cart group needs at least one product selected from its store. */
  cart_group_empty: 'errors.cart_group_empty',
  package_products_min: 'errors.package_products_min',
  name_too_long: 'errors.name_too_long',
  /** The feature needs a signed-in account (spec §6). */
  login_required: 'errors.login_required',
  geolocation_unsupported: 'errors.geolocation_unsupported',
  push_permission_denied: 'errors.push_permission_denied',
  push_blocked: 'errors.push_blocked',
  push_unsupported: 'errors.push_unsupported',
  push_db_unsupported: 'errors.push_db_unsupported',
  push_sw_failed: 'errors.push_sw_failed',
  push_no_token: 'errors.push_no_token',
} as const;
export type UserMessageKey = (typeof USER_MESSAGES)[keyof typeof USER_MESSAGES];

/** The `errors.<code>` key of an API error code. */
export function errorMessageKey(code: AppErrorCode): string {
  return `errors.${code}`;
}
