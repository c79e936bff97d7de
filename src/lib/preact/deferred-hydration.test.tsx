import { useId, useState, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredHydration } from './deferred-hydration';

const nextTasks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The server's render: no `window` there. */
function serverRender(): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Page />);
  } finally {
    vi.unstubAllGlobals();
  }
}

let renders: string[] = [];
const noSubscription = () => () => undefined;

function Labelled({ name }: { name: string }) {
  const id = useId();
  renders.push(name);
  return (
    <label htmlFor={id} data-name={name}>
      {name}
      <input id={id} />
    </label>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  // The server's snapshot while the subtree adopts the server's markup, the browser's after.
  const where = useSyncExternalStore(
    noSubscription,
    () => 'browser',
    () => 'server',
  );
  renders.push(`counter ${where}`);
  return (
    <button type="button" onClick={() => setCount(count + 1)} data-where={where}>
      {count}
    </button>
  );
}

/** Outside every held-back subtree: it switches to the browser's snapshot only after them. */
function Top() {
  const where = useSyncExternalStore(
    noSubscription,
    () => 'browser',
    () => 'server',
  );
  renders.push(`top ${where}`);
  return <p data-where={where}>{where}</p>;
}

function Page() {
  return (
    <main>
      <Top />
      <Labelled name="first" />
      <DeferredHydration>
        <section>
          <Labelled name="deferred" />
          <DeferredHydration>
            <div>
              <Labelled name="nested" />
              <Counter />
            </div>
          </DeferredHydration>
        </section>
      </DeferredHydration>
      <Labelled name="last" />
    </main>
  );
}

describe('DeferredHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    renders = [];
  });

  it('renders its children directly outside hydration and adds no markup of its own', () => {
    const html = serverRender();
    expect(html).toMatch(/^<main><p data-where="server">server<\/p><label[^>]*>first/);
    expect(html).toContain('<section><label');
    expect(renders).toEqual([
      'top server',
      'first',
      'deferred',
      'nested',
      'counter server',
      'last',
    ]);
  });

  it('hydrates each wrapped subtree in a later task, keeping the server markup and ids', async () => {
    const html = serverRender();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const markup = container.innerHTML;
    const serverButton = container.querySelector('button');
    renders = [];

    hydrateRoot(container, <Page />);
    // The synchronous pass adopts what is outside the wrapped subtrees only.
    expect(renders).toEqual(['top server', 'first', 'last']);
    expect(container.innerHTML).toBe(markup);

    await nextTasks(1);
    expect(renders).toEqual(['top server', 'first', 'last', 'deferred']);
    await nextTasks(4);
    // The nested subtree came in a task of its own, reading the server's snapshot while hydrating;
    // the browser's snapshot only once every subtree is hydrated.
    expect(renders.slice(0, 6)).toEqual([
      'top server',
      'first',
      'last',
      'deferred',
      'nested',
      'counter server',
    ]);
    expect(renders.slice(6).sort()).toEqual(['counter browser', 'top browser']);

    // The same DOM nodes, the same ids (each label still points at its input).
    expect(container.querySelector('button')).toBe(serverButton);
    for (const label of container.querySelectorAll('label')) {
      const input = label.querySelector('input');
      expect(input?.id).toBeTruthy();
      expect(label.getAttribute('for')).toBe(input?.id);
    }
    expect(container.innerHTML).toBe(markup.replaceAll('server', 'browser'));

    // Hydrated: its listeners work.
    serverButton?.click();
    await nextTasks(1);
    expect(container.querySelector('button')?.textContent).toBe('1');
  });

  it('renders directly when the page is rendered in the browser', () => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Page />);
    expect(renders).toEqual([
      'top browser',
      'first',
      'deferred',
      'nested',
      'counter browser',
      'last',
    ]);
  });
});
