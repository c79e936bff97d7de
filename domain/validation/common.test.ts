import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  cancellationReasonSchema,
  descriptionSchema,
  footerSchema,
  orderAddressSchema,
  phoneSchema,
  requiredChoiceSchema,
  whatsappSchema,
} from './common';
import { V } from './keys';
import { firstErrorKey } from './rule';

describe('[DOMAIN][VALIDATION] descriptions and addresses', () => {
  it('[DOMAIN][DESCRIPTION] generic description is required, 10 to 2000', () => {
    expect(firstErrorKey(descriptionSchema, '')).toBe(V.required);
    expect(firstErrorKey(descriptionSchema, '123456789')).toBe(V.description.too_short);
    expect(firstErrorKey(descriptionSchema, '1234567890')).toBeNull();
    expect(firstErrorKey(descriptionSchema, 'a'.repeat(2001))).toBe(V.description.too_long);
  });

  it('[DOMAIN][DESCRIPTION] counts characters, not UTF-16 units', () => {
    expect(firstErrorKey(descriptionSchema, '😀'.repeat(10))).toBeNull();
    expect(firstErrorKey(descriptionSchema, '😀'.repeat(9))).toBe(V.description.too_short);
  });

  it('[DOMAIN][ORDER] cancellation reason is required, 10 to 1000', () => {
    expect(firstErrorKey(cancellationReasonSchema, '')).toBe(V.required);
    expect(firstErrorKey(cancellationReasonSchema, 'غيرت رأيي')).toBe(
      V.cancellation_reason.too_short,
    );
    expect(firstErrorKey(cancellationReasonSchema, 'غيرت رأيي الآن')).toBeNull();
    expect(firstErrorKey(cancellationReasonSchema, 'a'.repeat(1000))).toBeNull();
    expect(firstErrorKey(cancellationReasonSchema, 'a'.repeat(1001))).toBe(
      V.cancellation_reason.too_long,
    );
  });

  it('[DOMAIN][FOOTER] footer is optional and at most 750', () => {
    expect(firstErrorKey(footerSchema, '')).toBeNull();
    expect(firstErrorKey(footerSchema, undefined)).toBeNull();
    expect(firstErrorKey(footerSchema, 'a'.repeat(750))).toBeNull();
    expect(firstErrorKey(footerSchema, 'a'.repeat(751))).toBe(V.footer.too_long);
  });

  it('[DOMAIN][ADDRESS] address is 10 to 200; order address at least 2', () => {
    expect(firstErrorKey(addressSchema, 'Nasr City')).toBe(V.address.too_short);
    expect(firstErrorKey(addressSchema, '12 شارع التحرير، الدقي')).toBeNull();
    expect(firstErrorKey(addressSchema, 'a'.repeat(201))).toBe(V.address.too_long);
    expect(firstErrorKey(orderAddressSchema, '')).toBe(V.required);
    expect(firstErrorKey(orderAddressSchema, 'x')).toBe(V.order_address.too_short);
    expect(firstErrorKey(orderAddressSchema, 'طنطا')).toBeNull();
    expect(firstErrorKey(orderAddressSchema, 'a'.repeat(5000))).toBeNull();
  });
});

describe('[DOMAIN][VALIDATION] phone', () => {
  it('[DOMAIN][PHONE] is required, digits only, starts with 01, exactly 11 digits', () => {
    expect(firstErrorKey(phoneSchema, '')).toBe(V.required);
    expect(firstErrorKey(phoneSchema, '01012345678')).toBeNull();
    expect(firstErrorKey(phoneSchema, '0101234567a')).toBe(V.phone.digits);
    expect(firstErrorKey(phoneSchema, '+201012345678')).toBe(V.phone.digits);
    expect(firstErrorKey(phoneSchema, '11012345678')).toBe(V.phone.prefix);
    expect(firstErrorKey(phoneSchema, '0101234567')).toBe(V.phone.length);
    expect(firstErrorKey(phoneSchema, '010123456789')).toBe(V.phone.length);
  });

  it('[DOMAIN][PHONE] accepts Arabic-Indic digits and stores ASCII digits', () => {
    expect(phoneSchema.parse('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(phoneSchema.parse(' 01012345678 ')).toBe('01012345678');
  });

  it('[DOMAIN][WHATSAPP] follows the phone rule but may be empty', () => {
    expect(firstErrorKey(whatsappSchema, '')).toBeNull();
    expect(firstErrorKey(whatsappSchema, undefined)).toBeNull();
    expect(firstErrorKey(whatsappSchema, '01112345678')).toBeNull();
    expect(firstErrorKey(whatsappSchema, '0111234567')).toBe(V.phone.length);
    expect(firstErrorKey(whatsappSchema, '21112345678')).toBe(V.phone.prefix);
  });
});

describe('[DOMAIN][VALIDATION] required choices', () => {
  it('[DOMAIN][CHOICE] branch, attribute, report reason and opinion are required', () => {
    expect(firstErrorKey(requiredChoiceSchema('branch'), undefined)).toBe(V.choice.branch);
    expect(firstErrorKey(requiredChoiceSchema('attribute'), '')).toBe(V.choice.attribute);
    expect(firstErrorKey(requiredChoiceSchema('report_reason'), null)).toBe(V.choice.report_reason);
    expect(firstErrorKey(requiredChoiceSchema('opinion'), undefined)).toBe(V.choice.opinion);
    expect(firstErrorKey(requiredChoiceSchema('branch'), 3)).toBeNull();
    expect(firstErrorKey(requiredChoiceSchema('branch'), '3')).toBeNull();
  });
});
