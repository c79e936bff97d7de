import createCache, { type EmotionCache } from '@emotion/cache';
import { SERVER_RULES_ATTRIBUTE } from './critical-css';

type Sheet = EmotionCache['sheet'];
interface SheetOptions {
  key: string;
  nonce: string | undefined;
  container: Node;
  speedy: boolean;
}

/**
 * Emotion's style cache for the browser, adopting the server's `<style>` elements (critical-css.ts)
 * where they stand. Emotion's own hydration re-inserts each one into `<head>`; moving a style
 * element makes Chrome rebuild its font faces and lay the whole page out again, twice per page
 * (docs/decisions/0039-server-rendering-and-hydration.md). Here the sheets take the elements as
 * they are: the regular rules are marked inserted, and `<Global>` finds its element by name as
 * usual, through the same non-moving sheet.
 */
export function createClientStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  const Base = cache.sheet.constructor as new (options: SheetOptions) => Sheet;
  class AdoptingSheet extends Base {
    override hydrate(nodes: HTMLStyleElement[]) {
      this.tags.push(...nodes);
    }
  }
  const { key, nonce, container, isSpeedy: speedy } = cache.sheet;
  const sheet = new AdoptingSheet({ key, nonce, container, speedy });
  const server = doc.querySelector<HTMLStyleElement>(`style[${SERVER_RULES_ATTRIBUTE}]`);
  if (server) {
    for (const id of server.getAttribute(SERVER_RULES_ATTRIBUTE)!.split(' ')) {
      if (id) cache.inserted[id] = true;
    }
    sheet.hydrate([server]);
  }
  cache.sheet = sheet;
  return cache;
}
