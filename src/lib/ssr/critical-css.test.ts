import createCache from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { criticalStyleTags } from './critical-css';

function cacheWith(inserted: Record<string, string | true>, registered: string[]) {
  const cache = createCache({ key: 'css' });
  cache.inserted = inserted;
  cache.registered = Object.fromEntries(registered.map((id) => [`css-${id}`, 'x']));
  return cache;
}

describe('[SSR] critical styles', () => {
  it('keeps global styles in order, then the rules the markup uses, with the ids to adopt', () => {
    const cache = cacheWith(
      { g1: '@layer reset;', used: '.css-used{color:red}', unused: '.css-unused{color:blue}' },
      ['used', 'unused'],
    );
    expect(criticalStyleTags(cache, '<p class="css-used">x</p>')).toBe(
      '<style data-emotion="css-global g1" data-s="">@layer reset;</style>' +
        '<style data-server-css="used">.css-used{color:red}</style>',
    );
  });

  it('cannot be closed early by a rule that contains markup', () => {
    const cache = cacheWith({ bad: '.css-bad{background:url("</style><script>")}' }, ['bad']);
    const tags = criticalStyleTags(cache, '<p class="css-bad">x</p>');
    expect(tags.match(/<\/style>/g)).toHaveLength(1);
    expect(tags).not.toContain('<script>');
  });
});
