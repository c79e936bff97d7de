// Did the browser adopt the server's markup unchanged? Shared by scripts/hydration-check.mjs and
// tests/e2e/server-render.spec.ts. Preact hydrates without comparing attributes (it keeps the
// server's) and reports nothing, so the page looks for itself:
// - `watchHydrationInPage` (an init script, runs before the page's own): a MutationObserver
//   collects what hydration changed inside #root — nodes added or removed, text rewritten — in the
//   synchronous pass up to src/main.tsx's `dukkan-rendered` mark and in each deferred subtree's
//   pass after it, until `dukkan-hydrated`; `window.hydrationWatch.done` is then true;
// - `hydrationReportInPage` (evaluated once the page is interactive): that list, and the rendered
//   tree (Preact's virtual nodes, reached from #root) compared with the DOM element by element for
//   the attributes that tie the page together: ids and what points at them, classes, roles,
//   links, aria-* and data-*.
/* global document, window, MutationObserver, Element */

export function watchHydrationInPage() {
  const state = {
    mutations: [],
    splitTexts: 0,
    done: false,
    hydrated: false,
    serverText: null,
    serverRendered: false,
  };
  Object.assign(window, { hydrationWatch: state });
  // The app's script runs after the page has loaded (src/boot.ts): the markup is the server's here.
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    state.serverRendered = Boolean(root?.firstElementChild);
    state.serverText = root?.textContent ?? null;
  });
  const describe = (node) =>
    node.nodeType === 3
      ? `text "${node.data.slice(0, 40)}"`
      : `<${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}>`;
  // Delivered batches are the parser's and the start's. Hydration is a synchronous pass that ends
  // with src/main.tsx's `dukkan-rendered` mark, then a pass per subtree that DeferredHydration held
  // back (src/lib/preact/deferred-hydration.tsx), each between a `dukkan-slice-start` and a
  // `dukkan-slice-end` mark, until `dukkan-hydrated`. What changed inside those passes is taken;
  // what changed between them (effects, data arriving) is not hydration and is dropped.
  const observer = new MutationObserver(() => undefined);
  observer.observe(document, { childList: true, characterData: true, subtree: true });
  let rendered = false;
  let allHydrated = false;
  const finish = () => {
    if (state.done || !rendered || (state.hydrated && !allHydrated)) return;
    state.done = true;
    observer.disconnect();
  };
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (!state.done) {
      if (name === 'dukkan-rendered') {
        rendered = true;
        const records = observer.takeRecords();
        // A page the browser renders afresh (another language than the server's) is not hydrated.
        state.hydrated = Boolean(options?.detail?.hydrated);
        if (state.serverRendered && state.hydrated) collect(records);
        finish();
      } else if (name === 'dukkan-slice-start') {
        observer.takeRecords();
      } else if (name === 'dukkan-slice-end') {
        if (state.serverRendered && state.hydrated) collect(observer.takeRecords());
      } else if (name === 'dukkan-hydrated') {
        allHydrated = true;
        finish();
      }
    }
    return mark(name, options);
  };
  function collect(records) {
    const root = document.getElementById('root');
    const changes = [];
    let onlyText = true;
    for (const record of records) {
      if (!root?.contains(record.target)) continue;
      if (record.type === 'characterData')
        changes.push(`text rewritten: ${describe(record.target)}`);
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
    if (onlyText && root?.textContent === state.serverText) state.splitTexts += changes.length;
    else state.mutations.push(...changes);
  }
}

export function hydrationReportInPage() {
  const state = window.hydrationWatch;
  const root = document.getElementById('root');
  const differences = [];
  let elements = 0;
  const relevant = (name) =>
    ['id', 'for', 'class', 'role', 'href', 'dir'].includes(name) ||
    name.startsWith('aria-') ||
    name.startsWith('data-');
  const attributeName = (prop) =>
    prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop.toLowerCase();
  // Preact 10's mangled fields: `__k` children, `__e` the DOM node.
  const visit = (vnode) => {
    if (!vnode) return;
    if (typeof vnode.type === 'string' && vnode.__e instanceof Element) {
      elements += 1;
      for (const [prop, value] of Object.entries(vnode.props)) {
        const name = attributeName(prop);
        if (!relevant(name) || typeof value === 'function' || typeof value === 'object') continue;
        const actual = vnode.__e.getAttribute(name);
        // A false or missing value may be written as "false" or left out.
        if ((value === false || value == null) && (actual === null || actual === 'false')) continue;
        if (value === true && (actual === '' || actual === 'true')) continue;
        if (actual !== String(value)) {
          if (name === 'class' && sameStyles(actual, String(value))) {
            renamedClasses += 1;
            continue;
          }
          const where = vnode.__e.id
            ? `#${vnode.__e.id}`
            : String(vnode.__e.className).slice(0, 60);
          differences.push(
            `<${vnode.type} ${where}> ${name}: server "${actual}", browser "${value}"`,
          );
        }
      }
    }
    for (const child of vnode.__k ?? []) visit(child);
  };
  // Chakra memoises a style object's CSS by its keys in sorted order, so the same declarations
  // written in another order ({ color, fontSize } or { fontSize, color }) reuse whichever came
  // first in that process, and emotion names the class after the declarations' order: a subtree
  // hydrated later than the server rendered it may get the same rules under another class name.
  // The server's class stays on the element and its rules are in the page: not a mismatch.
  const rulesOf = (className) => {
    const found = [];
    for (const sheet of document.styleSheets) {
      let rules;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of rules) {
        const text = rule.cssText;
        const at = text.indexOf(`.${className}`);
        if (at === -1) continue;
        const after = text.charAt(at + className.length + 1);
        if (/[\w-]/.test(after)) continue;
        const body = text.slice(text.indexOf('{') + 1, text.lastIndexOf('}'));
        found.push(
          text.slice(0, text.indexOf('{')).replaceAll(className, '&') +
            body
              .split(';')
              .map((part) => part.trim())
              .filter(Boolean)
              .sort()
              .join(';'),
        );
      }
    }
    return found.sort().join('|');
  };
  const sameStyles = (server, browser) => {
    const a = server.split(/\s+/).filter(Boolean).sort();
    const b = browser.split(/\s+/).filter(Boolean).sort();
    if (a.length !== b.length) return false;
    return a.every((name, index) => {
      if (name === b[index]) return true;
      if (!name.startsWith('css-') || !b[index].startsWith('css-')) return false;
      const rules = rulesOf(name);
      return rules !== '' && rules === rulesOf(b[index]);
    });
  };
  let renamedClasses = 0;
  if (state?.serverRendered && state.hydrated) visit(root?.__k);
  return {
    serverRendered: Boolean(state?.serverRendered),
    hydrated: Boolean(state?.hydrated),
    elements,
    splitTexts: state?.splitTexts ?? 0,
    renamedClasses,
    problems: [...(state?.mutations ?? []), ...differences],
  };
}
