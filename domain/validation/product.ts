// Product rules of spec §5: name and description.
import { TEXT_LIMITS } from '../constants';
import { V } from './keys';
import { stringRule } from './rule';

/**
 * Characters a product name may not contain (spec §5). The name becomes the optional last segment
 * of `/products/:storeusername/:id/:productname?`, where these break the path or the markup.
 */
export const PRODUCT_NAME_FORBIDDEN = ['&', '<', '>', '%', '/', '\\', '?'] as const;

const FORBIDDEN_RE = /[&<>%/\\?]/u;

/** Product name (each language): 2–70 characters, none of `& < > % / \ ?`. */
export const productNameSchema = stringRule({
  min: [TEXT_LIMITS.productName[0], V.product_name.too_short],
  max: [TEXT_LIMITS.productName[1], V.product_name.too_long],
  checks: [[(value) => !FORBIDDEN_RE.test(value), V.product_name.characters]],
});

/** Product description (each language): 2–2000 characters. */
export const productDescriptionSchema = stringRule({
  multiline: true,
  min: [TEXT_LIMITS.productDescription[0], V.product_description.too_short],
  max: [TEXT_LIMITS.productDescription[1], V.product_description.too_long],
});
