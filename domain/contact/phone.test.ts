import { describe, expect, it } from 'vitest';
import {
  instagramHandle,
  normalisePhoneForMessaging,
  telegramLink,
  twitterHandle,
  whatsappLink,
} from './phone';

describe('[DOMAIN][PHONE] messaging numbers', () => {
  it('[DOMAIN][PHONE] normalises 002 to 2 for messaging links', () => {
    expect(normalisePhoneForMessaging('00201012345678')).toBe('201012345678');
  });

  it('[DOMAIN][PHONE] normalises +2 to 2 for messaging links', () => {
    expect(normalisePhoneForMessaging('+201012345678')).toBe('201012345678');
  });

  it('[DOMAIN][PHONE] prefixes 2 to a local number', () => {
    expect(normalisePhoneForMessaging('01012345678')).toBe('201012345678');
  });

  it('[DOMAIN][PHONE] keeps a number that already starts with 2', () => {
    expect(normalisePhoneForMessaging('201012345678')).toBe('201012345678');
  });

  it('[DOMAIN][PHONE] drops spaces and dashes and reads Arabic-Indic digits', () => {
    expect(normalisePhoneForMessaging('+20 101-234-5678')).toBe('201012345678');
    expect(normalisePhoneForMessaging('٠١٠١٢٣٤٥٦٧٨')).toBe('201012345678');
    expect(normalisePhoneForMessaging('')).toBe('');
  });
});

describe('[DOMAIN][CONTACT] links', () => {
  it('[DOMAIN][WHATSAPP] builds a wa.me link with an optional message', () => {
    expect(whatsappLink('01012345678')).toBe('https://wa.me/201012345678');
    expect(whatsappLink('+201012345678', 'السلام عليكم & hi')).toBe(
      `https://wa.me/201012345678?text=${encodeURIComponent('السلام عليكم & hi')}`,
    );
  });

  it('[DOMAIN][TELEGRAM] builds a t.me link from a username or a phone', () => {
    expect(telegramLink('dukkan_eg')).toBe('https://t.me/dukkan_eg');
    expect(telegramLink('@dukkan_eg')).toBe('https://t.me/dukkan_eg');
    expect(telegramLink('01012345678')).toBe('https://t.me/+201012345678');
    expect(telegramLink('+201012345678')).toBe('https://t.me/+201012345678');
  });

  it('[DOMAIN][SOCIAL] extracts instagram handles from profile links', () => {
    expect(instagramHandle('https://www.instagram.com/dukkan.eg/?hl=ar')).toBe('dukkan.eg');
    expect(instagramHandle('instagram.com/dukkan_eg')).toBe('dukkan_eg');
    expect(instagramHandle('@dukkan.eg')).toBe('dukkan.eg');
    expect(instagramHandle('https://www.instagram.com/p/Cx12345/')).toBeNull();
    expect(instagramHandle('https://www.facebook.com/dukkan')).toBeNull();
    expect(instagramHandle('instagram.com')).toBeNull();
  });

  it('[DOMAIN][SOCIAL] extracts twitter handles from twitter.com and x.com links', () => {
    expect(twitterHandle('https://twitter.com/dukkan_eg')).toBe('dukkan_eg');
    expect(twitterHandle('https://x.com/dukkan_eg/status/123')).toBe('dukkan_eg');
    expect(twitterHandle('https://mobile.twitter.com/dukkan_eg')).toBe('dukkan_eg');
    expect(twitterHandle('@dukkan_eg')).toBe('dukkan_eg');
    expect(twitterHandle('https://x.com/home')).toBeNull();
    expect(twitterHandle('https://x.com/intent/tweet?text=hi')).toBeNull();
    expect(twitterHandle('not a link')).toBeNull();
  });
});
