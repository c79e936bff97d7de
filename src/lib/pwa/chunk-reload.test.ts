import { RELOAD_GUARD_MS } from '@domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceForChunkError,
  resetChunkReloadForTests,
} from './chunk-reload';

const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://dukkan.example/assets/cart-1a2b.js',
  );

describe('[PWA] isChunkLoadError', () => {
  it.each([
    chunkError(),
    new TypeError('error loading dynamically imported module: /assets/x.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/orders-9f.css'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    new TypeError(
      'Expected a JavaScript-or-Wasm module script but the server responded with a MIME type of "text/html".',
    ),
    'Failed to fetch dynamically imported module: /assets/a.js',
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Network request failed'),
    new TypeError('x is undefined'),
    null,
    undefined,
    42,
    {},
  ])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('[PWA] reloadOnceForChunkError', () => {
  let now = 1_000_000;
  const reload = vi.fn();
  const deps = () => ({ reload, now: () => now, storage: window.sessionStorage });

  beforeEach(() => {
    window.sessionStorage.clear();
    resetChunkReloadForTests();
    reload.mockClear();
  });
  afterEach(() => window.sessionStorage.clear());

  it('reloads once for a chunk error and records when', () => {
    expect(reloadOnceForChunkError(chunkError(), deps())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));
  });

  it('does nothing for other errors', () => {
    expect(reloadOnceForChunkError(new Error('boom'), deps())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('answers true without reloading again while the same page is already reloading', () => {
    reloadOnceForChunkError(chunkError(), deps());
    expect(reloadOnceForChunkError(chunkError(), deps())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within the 10 s guard after the reload (no loop)', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now - RELOAD_GUARD_MS + 1));
    expect(reloadOnceForChunkError(chunkError(), deps())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the guard has expired', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now - RELOAD_GUARD_MS));
    now += 1;
    expect(reloadOnceForChunkError(chunkError(), deps())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when sessionStorage is unusable, because nothing could stop a loop', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunkError(chunkError(), { ...deps(), storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the real page when no reload is injected', () => {
    const spy = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    expect(reloadOnceForChunkError(chunkError())).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
