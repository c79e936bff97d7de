// Did the browser adopt the server's markup unchanged? Shared by scripts/hydration-check.mjs and
// tests/e2e/server-render.spec.ts. React reports a difference in nodes or text as a recoverable
// error (src/main.tsx logs it to the console, which both callers collect) and renders that Suspense
// boundary afresh; attributes it does not compare in a production build. So the page looks too:
// - `watchHydrationInPage` (an init script, runs before the page's own): notes whether the page came
//   with server markup and, after src/main.tsx's `dukkan-rendered` mark, waits until React has
//   hydrated every element inside #root (each Suspense boundary hydrates in a pass of its own);
//   `window.hydrationWatch.done` is then true;
// - `hydrationReportInPage` (evaluated once the page is interactive): the elements React never
//   adopted, and the props React holds for each element compared with the DOM for the attributes
//   that tie the page together: ids and what points at them, classes, roles, links, aria-* and
//   data-*.
/* global document, window, Element */

export function watchHydrationInPage() {
  const state = { done: false, hydrated: false, serverRendered: false, waitedTooLong: false };
  Object.assign(window, { hydrationWatch: state });
  // The app's script runs after the page has loaded (src/boot.ts): the markup is the server's here.
  document.addEventListener('DOMContentLoaded', () => {
    state.serverRendered = Boolean(document.getElementById('root')?.firstElementChild);
  });
  const adopted = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const started = Date.now();
  const waitForHydration = () => {
    const root = document.getElementById('root');
    const pending = [...(root?.querySelectorAll('*') ?? [])].some((element) => !adopted(element));
    if (!pending) state.done = true;
    else if (Date.now() - started > 15_000) {
      state.waitedTooLong = true;
      state.done = true;
    } else setTimeout(waitForHydration, 50);
  };
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (name === 'dukkan-rendered' && !state.done) {
      // A page the browser renders afresh (another language than the server's) is not hydrated.
      state.hydrated = Boolean(options?.detail?.hydrated);
      if (state.serverRendered && state.hydrated) setTimeout(waitForHydration, 0);
      else state.done = true;
    }
    return mark(name, options);
  };
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
  const describe = (element) =>
    `<${element.nodeName.toLowerCase()} ${element.id ? `#${element.id}` : String(element.className).slice(0, 60)}>`;
  const compare = (element) => {
    // The props React keeps on each DOM node it rendered or hydrated.
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
    if (!propsKey) {
      differences.push(`not hydrated: ${describe(element)}`);
      return;
    }
    elements += 1;
    for (const [prop, value] of Object.entries(element[propsKey])) {
      const name = attributeName(prop);
      if (!relevant(name) || typeof value === 'function' || typeof value === 'object') continue;
      const actual = element.getAttribute(name);
      // A false or missing value may be written as "false" or left out.
      if ((value === false || value == null) && (actual === null || actual === 'false')) continue;
      if (value === true && (actual === '' || actual === 'true')) continue;
      if (actual !== String(value)) {
        if (name === 'class' && sameStyles(actual ?? '', String(value))) {
          renamedClasses += 1;
          continue;
        }
        differences.push(`${describe(element)} ${name}: server "${actual}", browser "${value}"`);
      }
    }
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
  if (state?.serverRendered && state.hydrated) {
    for (const element of root?.querySelectorAll('*') ?? []) {
      if (element instanceof Element) compare(element);
    }
  }
  return {
    serverRendered: Boolean(state?.serverRendered),
    hydrated: Boolean(state?.hydrated),
    elements,
    renamedClasses,
    problems: [
      ...(state?.waitedTooLong ? ['hydration did not finish within 15 s'] : []),
      ...differences,
    ],
  };
}
