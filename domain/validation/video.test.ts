import { describe, expect, it } from 'vitest';
import { V } from './keys';
import { firstErrorKey } from './rule';
import { isVideoLink, youtubeEmbedUrl, youtubeVideoId } from '../links/video';
import { facebookVideoLinkSchema, videoLinkSchema, youtubeLinkSchema } from './video';

describe('[DOMAIN][VALIDATION] video links', () => {
  it('[DOMAIN][YOUTUBE] reads the video id from every common link form', () => {
    const id = 'dQw4w9WgXcQ';
    for (const link of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?v=${id}&t=42s`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/live/${id}`,
    ]) {
      expect(youtubeVideoId(link)).toBe(id);
      expect(firstErrorKey(youtubeLinkSchema, link)).toBeNull();
    }
  });

  it('[DOMAIN][YOUTUBE] rejects channels and other sites', () => {
    for (const bad of [
      'https://www.youtube.com/@dukkan',
      'https://www.youtube.com/watch?v=short',
      'https://youtube.evil.com/watch?v=dQw4w9WgXcQ',
      'youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(firstErrorKey(youtubeLinkSchema, bad)).toBe(V.youtube.invalid);
    }
  });

  it('[DOMAIN][FACEBOOK] matches facebook video link patterns', () => {
    for (const ok of [
      'https://www.facebook.com/dukkan/videos/1234567890/',
      'https://www.facebook.com/dukkan/videos/summer-sale/1234567890',
      'https://www.facebook.com/watch/?v=1234567890',
      'https://www.facebook.com/reel/1234567890',
      'https://www.facebook.com/share/v/AbC123/',
      'https://fb.watch/aBc-12_3/',
    ]) {
      expect(firstErrorKey(facebookVideoLinkSchema, ok)).toBeNull();
    }
    for (const bad of [
      'https://www.facebook.com/dukkan',
      'https://www.facebook.com/watch/?v=abc',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(firstErrorKey(facebookVideoLinkSchema, bad)).toBe(V.facebook_video.invalid);
    }
  });

  it('[DOMAIN][VIDEO] generic video link accepts known video sites only', () => {
    expect(isVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isVideoLink('https://fb.watch/aBc123')).toBe(true);
    expect(isVideoLink('https://vimeo.com/76979871')).toBe(true);
    expect(isVideoLink('https://www.tiktok.com/@dukkan/video/7212345678901234567')).toBe(true);
    expect(isVideoLink('https://www.dailymotion.com/video/x8abc12')).toBe(true);
    expect(firstErrorKey(videoLinkSchema, 'https://dukkan.eg/video.mp4')).toBe(V.video.invalid);
    expect(firstErrorKey(videoLinkSchema, '')).toBe(V.required);
  });
});

describe('[DOMAIN][VALIDATION] one YouTube parser for the schema and the embed', () => {
  it('every YouTube link the server accepts is embedded, and the embed refuses what it rejects', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=3',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'https://www.youtube.com/v/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(firstErrorKey(youtubeLinkSchema, link), link).toBeNull();
      expect(youtubeEmbedUrl(link), link).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
    }
    for (const link of [
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(firstErrorKey(youtubeLinkSchema, link), link).not.toBeNull();
      expect(youtubeEmbedUrl(link), link).toBeNull();
    }
  });
});
