import { describe, expect, it } from 'vitest';
import { V } from './keys';
import {
  facebookLinkSchema,
  instagramLinkSchema,
  linkedinLinkSchema,
  locationSchema,
  optionalFacebookLinkSchema,
  telegramUsernameSchema,
  twitterLinkSchema,
  urlSchema,
} from './links';
import { firstErrorKey, optionalRule } from './rule';

describe('[DOMAIN][VALIDATION] links', () => {
  it('[DOMAIN][URL] needs an absolute http(s) link', () => {
    expect(firstErrorKey(urlSchema, 'https://dukkan.eg/about')).toBeNull();
    expect(firstErrorKey(urlSchema, 'http://shop.example.com')).toBeNull();
    for (const bad of [
      'dukkan.eg',
      'ftp://dukkan.eg',
      'javascript:alert(1)',
      'https://localhost',
    ]) {
      expect(firstErrorKey(urlSchema, bad)).toBe(V.url.invalid);
    }
  });

  it('[DOMAIN][SOCIAL] instagram, linkedin, facebook and twitter links stay on their domains', () => {
    expect(firstErrorKey(instagramLinkSchema, 'https://www.instagram.com/dukkan.eg')).toBeNull();
    expect(firstErrorKey(instagramLinkSchema, 'https://instagram.com.evil.io/x')).toBe(
      V.instagram.invalid,
    );
    expect(firstErrorKey(instagramLinkSchema, 'https://notinstagram.com/x')).toBe(
      V.instagram.invalid,
    );
    expect(firstErrorKey(linkedinLinkSchema, 'https://eg.linkedin.com/company/dukkan')).toBeNull();
    expect(firstErrorKey(linkedinLinkSchema, 'https://facebook.com/dukkan')).toBe(
      V.linkedin.invalid,
    );
    expect(firstErrorKey(facebookLinkSchema, 'https://m.facebook.com/dukkan')).toBeNull();
    expect(firstErrorKey(facebookLinkSchema, 'https://fb.watch/abc')).toBe(V.facebook.invalid);
    expect(firstErrorKey(twitterLinkSchema, 'https://x.com/dukkan')).toBeNull();
    expect(firstErrorKey(twitterLinkSchema, 'https://twitter.com/dukkan')).toBeNull();
  });

  it('[DOMAIN][SOCIAL] optional facebook is empty, facebook.com or fb.watch', () => {
    expect(firstErrorKey(optionalFacebookLinkSchema, '')).toBeNull();
    expect(firstErrorKey(optionalFacebookLinkSchema, undefined)).toBeNull();
    expect(firstErrorKey(optionalFacebookLinkSchema, 'https://www.facebook.com/dukkan')).toBeNull();
    expect(firstErrorKey(optionalFacebookLinkSchema, 'https://fb.watch/aBc123')).toBeNull();
    expect(firstErrorKey(optionalFacebookLinkSchema, 'https://youtube.com/x')).toBe(
      V.facebook.invalid_or_watch,
    );
  });

  it('[DOMAIN][SOCIAL] optionalRule makes any text rule skippable', () => {
    const optionalInstagram = optionalRule(instagramLinkSchema);
    expect(firstErrorKey(optionalInstagram, '')).toBeNull();
    expect(firstErrorKey(optionalInstagram, 'https://x.com/a')).toBe(V.instagram.invalid);
    expect(firstErrorKey(instagramLinkSchema, '')).toBe(V.required);
  });

  it('[DOMAIN][LOCATION] is a Google Maps link', () => {
    for (const ok of [
      'https://www.google.com/maps/place/Cairo+Tower',
      'https://www.google.com.eg/maps/@30.04,31.22,15z',
      'https://maps.google.com/?q=30.04,31.22',
      'https://goo.gl/maps/AbCdEf123',
      'https://maps.app.goo.gl/AbCdEf123',
    ]) {
      expect(firstErrorKey(locationSchema, ok)).toBeNull();
    }
    for (const bad of [
      'https://www.google.com/search?q=cairo',
      'https://goo.gl/AbCd',
      'https://maps.example.com/cairo',
      'Cairo, Egypt',
    ]) {
      expect(firstErrorKey(locationSchema, bad)).toBe(V.location.invalid);
    }
  });

  it('[DOMAIN][TELEGRAM] username is at least 5 letters, digits or underscores', () => {
    expect(firstErrorKey(telegramUsernameSchema, 'dukkan_eg')).toBeNull();
    expect(firstErrorKey(telegramUsernameSchema, 'abcde')).toBeNull();
    expect(firstErrorKey(telegramUsernameSchema, 'abcd')).toBe(V.telegram.invalid);
    expect(firstErrorKey(telegramUsernameSchema, 'dukkan.eg')).toBe(V.telegram.invalid);
    expect(firstErrorKey(telegramUsernameSchema, '@dukkan')).toBe(V.telegram.invalid);
    expect(firstErrorKey(telegramUsernameSchema, 'a'.repeat(33))).toBe(V.telegram.invalid);
  });
});
