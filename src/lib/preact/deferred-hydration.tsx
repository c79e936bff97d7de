import { Fragment, Suspense, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  closeResumedPass,
  isHydratingInBrowser,
  openResumedPass,
  subtreeHeldBack,
  subtreeHydrated,
} from './hydration-pass';

/**
 * When a held-back subtree is hydrated: `task` in the next task of the event loop (in tree order,
 * one subtree per task), `idle` when the browser is idle (what is below the fold), `visible` once
 * its element is in the viewport (what a phone hides with `display: none` is then never hydrated
 * there; the page's hydration does not wait for it).
 */
export type HydrationTime = 'task' | 'idle' | 'visible';

interface Props {
  children: ReactNode;
  /** Default `task`. */
  when?: HydrationTime;
}

/** Preact 10's mangled component and vnode fields used here (`__v` the vnode, `__m` useId's counter). */
interface PreactInstance {
  __v?: { __m?: [string, number]; __e?: unknown };
}

interface Gate {
  phase: 'waiting' | 'done';
  ready: boolean;
  promise?: Promise<void>;
  /** This subtree's own `useId` counter: its ids do not depend on when it is hydrated. */
  ids: [string, number];
  /** A resumed hydration pass is open until the subtree has rendered. */
  passOpen: boolean;
  /** The pass has been committed (counted once). */
  counted: boolean;
}

function wait(when: HydrationTime, instance: PreactInstance | undefined): Promise<void> {
  return new Promise((resolve) => {
    const run = () => {
      performance.mark('dukkan-slice-start');
      resolve();
    };
    if (when === 'idle' && typeof requestIdleCallback === 'function') {
      requestIdleCallback(run, { timeout: 1500 });
    } else if (when === 'visible' && typeof IntersectionObserver === 'function') {
      // The server's element is the suspended vnode's DOM once the hydrating pass is over.
      setTimeout(() => {
        const element = instance?.__v?.__e;
        if (!(element instanceof Element)) return run();
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          run();
        });
        observer.observe(element);
      }, 0);
    } else {
      setTimeout(run, 0);
    }
  });
}

/**
 * Hydrates its children later than the rest of the page, in a task of their own (issue 14: no
 * long task at Lighthouse's 4× CPU slowdown). Preact 10 hydrates in one synchronous pass; where a
 * component throws a promise under a Suspense boundary during hydration, Preact keeps the server's
 * DOM in place and resumes hydrating that subtree when the promise resolves (preact/compat's
 * suspense.js). This component does so only in the page's first hydration; on the server, in a
 * page rendered in the browser and in every later render it renders its children directly.
 *
 * Its children must render exactly ONE element at their top: Preact keeps one DOM node for a
 * suspended subtree (a second one would be removed as excess). It adds no DOM of its own.
 */
export function DeferredHydration({ children, when = 'task' }: Props) {
  return (
    <Suspense fallback={null}>
      <HydrationGate when={when}>{children}</HydrationGate>
    </Suspense>
  );
}

function HydrationGate(this: PreactInstance | undefined, { children, when }: Required<Props>) {
  const id = useId();
  const gate = useRef<Gate | null>(null);
  gate.current ??= {
    phase: isHydratingInBrowser() ? 'waiting' : 'done',
    ready: false,
    ids: [id.slice(1), 0],
    passOpen: false,
    counted: true,
  };
  const state = gate.current;
  // The subtree counts its ids from its own counter, on the server and in the browser alike.
  const vnode = this?.__v;
  if (vnode) vnode.__m = state.ids;
  if (state.phase === 'waiting') {
    if (!state.promise) {
      if (when !== 'visible') {
        state.counted = false;
        subtreeHeldBack();
      }
      state.promise = wait(when, this).then(() => {
        state.ready = true;
        // Preact resumes the subtree in this task; counted in the next one at the latest, so a
        // subtree unmounted before its turn (a navigation) does not hold the page's hydration open.
        setTimeout(() => countHydrated(state), 0);
      });
    }
    if (!state.ready) throw state.promise;
    state.phase = 'done';
    state.passOpen = true;
    openResumedPass();
  }
  return (
    <Fragment>
      {children}
      <PassEnd gate={state} />
    </Fragment>
  );
}

function countHydrated(gate: Gate): void {
  if (gate.counted) return;
  gate.counted = true;
  subtreeHydrated();
}

/** Renders after the subtree: the resumed pass is over; its commit is counted once. */
function PassEnd({ gate }: { gate: Gate }) {
  if (gate.passOpen) {
    gate.passOpen = false;
    closeResumedPass();
  }
  useLayoutEffect(() => {
    if (gate.counted) return;
    performance.mark('dukkan-slice-end');
    countHydrated(gate);
  }, [gate]);
  return null;
}
