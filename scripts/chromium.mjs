// One place for how we launch Debian's Chromium: the e2e config, screenshots and benchmarks.

/** Debian's Chromium, or CHROMIUM_PATH. Playwright's own browser downloads are not reachable. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Without the networking flags Chromium floods this closed network with refused connections.
 * Debian's Chromium 150 gives a reloaded page a new frame host (RenderDocument), which drops the
 * offline emulation Playwright set on the page: offline tests would reload into `navigator.onLine`
 * true. The feature is turned off so an offline context stays offline across reloads.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=RenderDocument',
];
