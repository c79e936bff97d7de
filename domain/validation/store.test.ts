import { describe, expect, it } from 'vitest';
import { V } from './keys';
import { firstErrorKey } from './rule';
import {
  EXAMPLE_STORE_USERNAME,
  adminStoreDescriptionSchema,
  mainColorSchema,
  resellerStoreDescriptionSchema,
  storeAddressSchema,
  storeNameSchema,
  storeUsernameSchema,
} from './store';

describe('[DOMAIN][VALIDATION] store', () => {
  it('[DOMAIN][STORE] name is required and 2 to 50 characters', () => {
    expect(firstErrorKey(storeNameSchema, '')).toBe(V.required);
    expect(firstErrorKey(storeNameSchema, 'د')).toBe(V.store_name.too_short);
    expect(firstErrorKey(storeNameSchema, 'دكان أم علي')).toBeNull();
    expect(firstErrorKey(storeNameSchema, 'x'.repeat(50))).toBeNull();
    expect(firstErrorKey(storeNameSchema, 'x'.repeat(51))).toBe(V.store_name.too_long);
  });

  it('[DOMAIN][STORE] username takes letters, digits, dot, hyphen and underscore', () => {
    for (const ok of ['om.ali', 'om-ali_2', 'AB', 'store123', '1st.store']) {
      expect(firstErrorKey(storeUsernameSchema, ok)).toBeNull();
    }
    expect(firstErrorKey(storeUsernameSchema, 'om ali')).toBe(V.store_username.whitespace);
    expect(firstErrorKey(storeUsernameSchema, 'om@ali')).toBe(V.store_username.characters);
    expect(firstErrorKey(storeUsernameSchema, 'دكان')).toBe(V.store_username.characters);
  });

  it('[DOMAIN][STORE] username is 2 to 50 characters', () => {
    expect(firstErrorKey(storeUsernameSchema, '')).toBe(V.required);
    expect(firstErrorKey(storeUsernameSchema, 'a')).toBe(V.store_username.too_short);
    expect(firstErrorKey(storeUsernameSchema, 'a'.repeat(50))).toBeNull();
    expect(firstErrorKey(storeUsernameSchema, 'a'.repeat(51))).toBe(V.store_username.too_long);
  });

  it('[DOMAIN][STORE] username cannot be digits only', () => {
    expect(firstErrorKey(storeUsernameSchema, '12345')).toBe(V.store_username.digits_only);
    expect(firstErrorKey(storeUsernameSchema, '١٢٣٤٥')).toBe(V.store_username.characters);
    expect(firstErrorKey(storeUsernameSchema, '12345a')).toBeNull();
  });

  it('[DOMAIN][STORE] username cannot be the example username shown in the form', () => {
    expect(EXAMPLE_STORE_USERNAME).toBe('example_store');
    expect(firstErrorKey(storeUsernameSchema, EXAMPLE_STORE_USERNAME)).toBe(
      V.store_username.example,
    );
    expect(firstErrorKey(storeUsernameSchema, 'Example_Store')).toBe(V.store_username.example);
    expect(firstErrorKey(storeUsernameSchema, 'example_store2')).toBeNull();
  });

  it('[DOMAIN][STORE] admin description is 5 to 2000, reseller description 5 to 500', () => {
    expect(firstErrorKey(adminStoreDescriptionSchema, 'abcd')).toBe(
      V.admin_store_description.too_short,
    );
    expect(firstErrorKey(adminStoreDescriptionSchema, 'a'.repeat(2000))).toBeNull();
    expect(firstErrorKey(adminStoreDescriptionSchema, 'a'.repeat(2001))).toBe(
      V.admin_store_description.too_long,
    );
    expect(firstErrorKey(resellerStoreDescriptionSchema, 'abcde')).toBeNull();
    expect(firstErrorKey(resellerStoreDescriptionSchema, 'abcd')).toBe(
      V.reseller_store_description.too_short,
    );
    expect(firstErrorKey(resellerStoreDescriptionSchema, 'a'.repeat(500))).toBeNull();
    expect(firstErrorKey(resellerStoreDescriptionSchema, 'a'.repeat(501))).toBe(
      V.reseller_store_description.too_long,
    );
  });

  it('[DOMAIN][STORE] address is 5 to 500 characters', () => {
    expect(firstErrorKey(storeAddressSchema, 'Giza')).toBe(V.store_address.too_short);
    expect(firstErrorKey(storeAddressSchema, 'المعادي')).toBeNull();
    expect(firstErrorKey(storeAddressSchema, 'a'.repeat(501))).toBe(V.store_address.too_long);
  });

  it('[DOMAIN][COLOR] main colour is #RRGGBB and never white in any case', () => {
    expect(firstErrorKey(mainColorSchema, '#1a7f5a')).toBeNull();
    expect(firstErrorKey(mainColorSchema, '#1A7F5A')).toBeNull();
    expect(firstErrorKey(mainColorSchema, '#fffffe')).toBeNull();
    for (const white of ['#ffffff', '#FFFFFF', '#FfFfFf']) {
      expect(firstErrorKey(mainColorSchema, white)).toBe(V.color.white);
    }
    for (const bad of ['1a7f5a', '#fff', '#1a7f5a00', '#gggggg', 'red']) {
      expect(firstErrorKey(mainColorSchema, bad)).toBe(V.color.invalid);
    }
    expect(firstErrorKey(mainColorSchema, '')).toBe(V.required);
  });
});
