import { describe, expect, it } from 'vitest';
import { embedUrl } from './video-embed';

describe('[CATALOGUE] product video embed', () => {
  it('plays every YouTube link form the product schema accepts', () => {
    for (const youtube of [
      'https://www.youtube.com/v/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(embedUrl({ youtube, facebook: null }), youtube).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
    }
  });
});
