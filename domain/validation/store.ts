// Store rules of spec §5: name, username, descriptions, address and main colour.
import { TEXT_LIMITS } from '../constants';
import { V } from './keys';
import { stringRule } from './rule';

/**
 * The placeholder shown in the store-username field of the create-store form. Sellers copy it
 * verbatim, so spec §5 forbids it as a real username; compared case-insensitively.
 */
export const EXAMPLE_STORE_USERNAME = 'example_store';

/** Store display name: 2–50 characters, any script. */
export const storeNameSchema = stringRule({
  min: [TEXT_LIMITS.storeName[0], V.store_name.too_short],
  max: [TEXT_LIMITS.storeName[1], V.store_name.too_long],
});

/**
 * Store username, the `/store/:username` URL segment: 2–50 characters of ASCII letters, digits,
 * dot, hyphen and underscore; not digits only (that would read as a store id) and not the example.
 * ASCII letters only, so the URL needs no percent-encoding and look-alike scripts cannot collide.
 */
export const storeUsernameSchema = stringRule({
  min: [TEXT_LIMITS.storeUsername[0], V.store_username.too_short],
  max: [TEXT_LIMITS.storeUsername[1], V.store_username.too_long],
  checks: [
    [(value) => !/\s/u.test(value), V.store_username.whitespace],
    [(value) => /^[A-Za-z0-9._-]+$/.test(value), V.store_username.characters],
    [(value) => !/^\d+$/.test(value), V.store_username.digits_only],
    [(value) => value.toLowerCase() !== EXAMPLE_STORE_USERNAME, V.store_username.example],
  ],
});

/** Store description written in the admin panel: 5–2000 characters. */
export const adminStoreDescriptionSchema = stringRule({
  multiline: true,
  min: [TEXT_LIMITS.adminStoreDescription[0], V.admin_store_description.too_short],
  max: [TEXT_LIMITS.adminStoreDescription[1], V.admin_store_description.too_long],
});

/** Store description written by the reseller: 5–500 characters. */
export const resellerStoreDescriptionSchema = stringRule({
  multiline: true,
  min: [TEXT_LIMITS.resellerStoreDescription[0], V.reseller_store_description.too_short],
  max: [TEXT_LIMITS.resellerStoreDescription[1], V.reseller_store_description.too_long],
});

/** Store address: 5–500 characters. */
export const storeAddressSchema = stringRule({
  min: [TEXT_LIMITS.storeAddress[0], V.store_address.too_short],
  max: [TEXT_LIMITS.storeAddress[1], V.store_address.too_long],
});

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Store main colour: `#RRGGBB`, any case, never white, because the colour fills buttons and
 * headers drawn on white and white would make them invisible.
 */
export const mainColorSchema = stringRule({
  checks: [
    [(value) => HEX_COLOR.test(value), V.color.invalid],
    [(value) => value.toLowerCase() !== '#ffffff', V.color.white],
  ],
});
