import { afterEach, describe, expect, it } from 'vitest';
import { createClientStyleCache } from './client-style-cache';

const SERVER_HEAD =
  '<style data-emotion="css-global g1" data-s="">@layer reset;</style>' +
  '<style data-server-css="a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>';

describe('[SSR] browser style cache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("adopts the server's style elements where they stand and knows their rules", () => {
    document.head.innerHTML = SERVER_HEAD;
    const [global, regular] = Array.from(document.head.querySelectorAll('style'));
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });

    const cache = createClientStyleCache();
    // What emotion's <Global> does with the server's element of its styles.
    const SheetClass = cache.sheet.constructor as new (options: object) => typeof cache.sheet;
    const globalSheet = new SheetClass({ key: 'css-global', container: document.head });
    globalSheet.hydrate([global!]);

    expect(observer.takeRecords()).toEqual([]);
    expect(Array.from(document.head.children)).toEqual([global, regular]);
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.sheet.tags).toEqual([regular]);
    expect(globalSheet.tags).toEqual([global]);
  });

  it('puts rules the server did not send after its own', () => {
    document.head.innerHTML = SERVER_HEAD;
    const cache = createClientStyleCache();
    cache.sheet.insert('.css-c3{color:green}');
    const styles = Array.from(document.head.querySelectorAll('style'));
    expect(styles).toHaveLength(3);
    expect(styles[1]?.hasAttribute('data-server-css')).toBe(true);
    expect(styles[2]?.getAttribute('data-emotion')).toBe('css');
  });

  it('works as a plain cache on a page the browser renders', () => {
    const cache = createClientStyleCache();
    expect(cache.inserted).toEqual({});
    cache.sheet.insert('.css-d4{color:green}');
    expect(document.head.querySelectorAll('style[data-emotion="css"]')).toHaveLength(1);
  });
});
