import { describe, expect, it } from 'vitest';
import { V } from './keys';
import { PRODUCT_NAME_FORBIDDEN, productDescriptionSchema, productNameSchema } from './product';
import { firstErrorKey } from './rule';

describe('[DOMAIN][VALIDATION] product', () => {
  it('[DOMAIN][PRODUCT] name is 2 to 70 characters', () => {
    expect(firstErrorKey(productNameSchema, '')).toBe(V.required);
    expect(firstErrorKey(productNameSchema, 'ت')).toBe(V.product_name.too_short);
    expect(firstErrorKey(productNameSchema, 'تيشيرت قطن - مقاس كبير')).toBeNull();
    expect(firstErrorKey(productNameSchema, 'a'.repeat(70))).toBeNull();
    expect(firstErrorKey(productNameSchema, 'a'.repeat(71))).toBe(V.product_name.too_long);
  });

  it('[DOMAIN][PRODUCT] name must not contain & < > % / \\ ?', () => {
    expect(PRODUCT_NAME_FORBIDDEN).toEqual(['&', '<', '>', '%', '/', '\\', '?']);
    for (const char of PRODUCT_NAME_FORBIDDEN) {
      expect(firstErrorKey(productNameSchema, `Shirt ${char} Co`)).toBe(V.product_name.characters);
    }
    expect(firstErrorKey(productNameSchema, 'قميص؟')).toBeNull();
  });

  it('[DOMAIN][PRODUCT] description is 2 to 2000 characters', () => {
    expect(firstErrorKey(productDescriptionSchema, '')).toBe(V.required);
    expect(firstErrorKey(productDescriptionSchema, 'a')).toBe(V.product_description.too_short);
    expect(firstErrorKey(productDescriptionSchema, 'ok')).toBeNull();
    expect(firstErrorKey(productDescriptionSchema, 'a'.repeat(2000))).toBeNull();
    expect(firstErrorKey(productDescriptionSchema, 'a'.repeat(2001))).toBe(
      V.product_description.too_long,
    );
  });
});
