// Did the browser adopt the server's markup unchanged? Shared by scripts/hydration-check.mjs and
// tests/e2e/server-render.spec.ts. Preact hydrates without comparing attributes (it keeps the
// server's) and reports nothing, so the page looks for itself:
// - `watchHydrationInPage` (an init script, runs before the page's own): a MutationObserver
//   collects what hydration changed inside #root — nodes added or removed, text rewritten — up to
//   src/main.tsx's `dukkan-rendered` mark (hydration is one synchronous task that ends there);
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
  // Delivered batches are the parser's and the start's; hydration is one synchronous task that
  // ends with src/main.tsx's mark, where its records are taken before anything else can run.
  const observer = new MutationObserver(() => undefined);
  observer.observe(document, { childList: true, characterData: true, subtree: true });
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (name === 'dukkan-rendered' && !state.done) {
      state.done = true;
      const records = observer.takeRecords();
      observer.disconnect();
      // A page the browser renders afresh (another language than the server's) is not hydrated.
      state.hydrated = Boolean(options?.detail?.hydrated);
      if (state.serverRendered && state.hydrated) collect(records);
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
    if (onlyText && root?.textContent === state.serverText) state.splitTexts = changes.length;
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
  if (state?.serverRendered && state.hydrated) visit(root?.__k);
  return {
    serverRendered: Boolean(state?.serverRendered),
    hydrated: Boolean(state?.hydrated),
    elements,
    splitTexts: state?.splitTexts ?? 0,
    problems: [...(state?.mutations ?? []), ...differences],
  };
}
