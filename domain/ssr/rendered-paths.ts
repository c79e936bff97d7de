/**
 * The open shop pages the server renders to HTML (spec §6 "open pages" that show the catalogue).
 * Everything else — sign-in, account and panel pages, the report modal — renders in the browser.
 * The service worker uses the same list: these navigations go to the network first (sw/pages.ts).
 */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/products\/?$/,
  /^\/products\/[^/]+\/\d+(\/(?!MakingReportModal$)[^/]*)?\/?$/,
  /^\/store(\/[^/]+)?\/?$/,
  /^\/(stores|search|categories|about-us|contact-us|privacy-policy|terms-condition)\/?$/,
];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

/** Product and store pages count a view when their data is read, so each visit renders anew. */
const COUNTS_A_VIEW = [/^\/products\/[^/]+\/\d+/, /^\/store(\/|$)/];

export function isCacheablePath(pathname: string): boolean {
  return !COUNTS_A_VIEW.some((pattern) => pattern.test(pathname));
}
