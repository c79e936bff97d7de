// Does the browser adopt the server's markup unchanged? `node scripts/hydration-check.mjs
// http://127.0.0.1:3000 / /products …` loads each page at 390×844 in Arabic and English and reports,
// per page: console errors and warnings, page errors, what hydration changed in the server's
// markup (nodes added or removed, text rewritten) and the attributes where the server's markup and
// the browser's first render disagree. Exits 1 when any page has a problem.
//
// Preact hydrates without comparing attributes (it keeps the server's) and reports nothing, so the
// check looks for itself: a MutationObserver from the first byte on collects what changed inside
// #root up to the end of hydration (src/main.tsx marks `dukkan-rendered` right after it), and the
// rendered tree (Preact's virtual nodes, reached from #root) is compared with the DOM element by
// element for the attributes that tie the page together (ids and what points at them, classes,
// roles, links, aria-* and data-* states).
// PANEL_USER=admin2 signs in to the panel first (as scripts/screenshots.mjs).
/* global document, window, MutationObserver, Element */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);

async function signIn(identifier, path) {
  if (!identifier) return null;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: process.env.PANEL_PASSWORD ?? 'Dukkan@2026' }),
  });
  const { data } = await response.json();
  if (!data?.session) throw new Error(`${identifier} did not sign in`);
  return data.session;
}
const admin = await signIn(process.env.PANEL_USER, '/api/panel/login');

/** Runs in the page before any script: collects #root's mutations until hydration has ended. */
function watchHydration() {
  const state = { hydrationMutations: [], splitTexts: 0, rendered: false, serverText: null };
  // The app's script runs after the page has loaded (src/boot.ts): the markup is the server's here.
  document.addEventListener('DOMContentLoaded', () => {
    state.serverText = document.getElementById('root')?.textContent ?? null;
  });
  Object.assign(window, { hydrationWatch: state });
  const describe = (node) =>
    node.nodeType === 3
      ? `text "${node.data.slice(0, 40)}"`
      : `<${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}>`;
  const observer = new MutationObserver((records) => {
    // Batches before the mark are the parser's and the start's; the first one delivered after
    // it holds what the hydration task did (one synchronous task, effects of layout included).
    if (state.rendered || !performance.getEntriesByName('dukkan-rendered').length) return;
    state.rendered = true;
    const root = document.getElementById('root');
    const changes = [];
    let onlyText = true;
    for (const record of records) {
      if (!root?.contains(record.target)) continue;
      if (record.type === 'characterData') {
        changes.push(`text rewritten: ${describe(record.target)}`);
      }
      for (const node of record.addedNodes) {
        onlyText &&= node.nodeType === 3;
        changes.push(`added ${describe(node)} in ${describe(record.target)}`);
      }
      for (const node of record.removedNodes) {
        onlyText = false;
        changes.push(`removed ${describe(node)} from ${describe(record.target)}`);
      }
    }
    // The server writes adjacent texts ("Clothes", " (", "91", ")") as one text node and Preact
    // splits it again: the same text, not a mismatch.
    if (onlyText && root?.textContent === state.serverText) state.splitTexts = changes.length;
    else state.hydrationMutations.push(...changes);
  });
  observer.observe(document, { childList: true, characterData: true, subtree: true });
}

/** Runs in the page after hydration: the rendered tree's attributes against the DOM's. */
function compareAttributes() {
  const root = document.getElementById('root');
  const differences = [];
  const checked = { elements: 0 };
  const relevant = (name) =>
    name === 'id' ||
    name === 'for' ||
    name === 'class' ||
    name === 'role' ||
    name === 'href' ||
    name === 'dir' ||
    name.startsWith('aria-') ||
    name.startsWith('data-');
  const attributeName = (prop) =>
    prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop.toLowerCase();
  // Preact 10's mangled fields: `__k` children, `__e` the DOM node.
  const visit = (vnode) => {
    if (!vnode) return;
    if (typeof vnode.type === 'string' && vnode.__e instanceof Element) {
      checked.elements += 1;
      for (const [prop, value] of Object.entries(vnode.props)) {
        const name = attributeName(prop);
        if (!relevant(name) || typeof value === 'function' || typeof value === 'object') continue;
        const expected =
          value === false || value == null ? null : String(value === true ? '' : value);
        const actual = vnode.__e.getAttribute(name);
        // Preact writes `aria-*`/`data-*` false as "false"; a missing boolean is left to the DOM.
        if (expected === null && (actual === null || actual === 'false')) continue;
        if (value === true && (actual === '' || actual === 'true')) continue;
        if (actual !== expected) {
          const where = vnode.__e.id ? `#${vnode.__e.id}` : vnode.__e.className.toString();
          differences.push(
            `<${vnode.type} ${where.slice(0, 60)}> ${name}: server "${actual}", browser "${expected}"`,
          );
        }
      }
    }
    for (const child of vnode.__k ?? []) visit(child);
  };
  visit(root.__k);
  return { differences, elements: checked.elements };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  for (const path of paths.length ? paths : ['/']) {
    for (const language of ['ar', 'en']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(
        ([lang, adminSession]) => {
          const stored = JSON.parse(localStorage.getItem('dukkan') ?? '{}');
          stored.language = lang;
          if (adminSession) stored.admin = adminSession;
          localStorage.setItem('dukkan', JSON.stringify(stored));
        },
        [language, admin],
      );
      await context.addInitScript(watchHydration);
      const page = await context.newPage();
      const messages = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) {
          messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      const separator = path.includes('?') ? '&' : '?';
      const response = await page.goto(`${base}${path}${separator}locale=${language}`, {
        waitUntil: 'networkidle',
      });
      const html = (await response?.text()) ?? '';
      const serverRendered = /<div id="root"><[a-z]/.test(html);
      await page.waitForFunction(() => performance.getEntriesByName('dukkan-rendered').length > 0);
      await page.waitForTimeout(500);
      const watch = await page.evaluate(() => window.hydrationWatch);
      const attributes = await page.evaluate(compareAttributes);
      const problems = [
        ...messages,
        ...(serverRendered ? watch.hydrationMutations : []),
        ...(serverRendered ? attributes.differences : []),
      ];
      failed ||= problems.length > 0;
      console.log(
        `${language} ${path}: ${serverRendered ? 'server-rendered, hydrated' : 'rendered in the browser'}, ` +
          `${attributes.elements} elements compared, ` +
          `${watch.splitTexts ? `${watch.splitTexts} text nodes split (same text), ` : ''}` +
          `${problems.length ? `${problems.length} problems` : 'clean'}`,
      );
      for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
