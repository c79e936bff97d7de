import { pgEnum } from 'drizzle-orm/pg-core';
import { OWNER_KINDS, ROLES } from '../../../domain/auth/roles';
import { WIZARD_PLATFORMS } from '../../../domain/contracts/general.contract';
import {
  ACTIVITY_STATUSES,
  GENDERS,
  LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_STATUSES,
} from '../../../domain/status/statuses';
import { CANCELLED_BY, SYSTEM_REASONS } from '../../../domain/status/order-transitions';
import { COUPON_KINDS } from '../../../domain/commerce/coupons';

// Postgres enums are built from the domain constants so a new value is one edit in domain/
// plus a generated migration (ALTER TYPE ... ADD VALUE), never a drift between the two.
export const roleEnum = pgEnum('role', ROLES);
export const ownerKindEnum = pgEnum('owner_kind', OWNER_KINDS);
export const activityStatusEnum = pgEnum('activity_status', ACTIVITY_STATUSES);
export const genderEnum = pgEnum('gender', GENDERS);
export const languageEnum = pgEnum('language', LANGUAGES);
export const productStatusEnum = pgEnum('product_status', PRODUCT_STATUSES);
export const wizardPlatformEnum = pgEnum('wizard_platform', WIZARD_PLATFORMS);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const cancelledByEnum = pgEnum('cancelled_by', CANCELLED_BY);
export const systemReasonEnum = pgEnum('system_reason', SYSTEM_REASONS);
export const couponKindEnum = pgEnum('coupon_kind', COUPON_KINDS);
