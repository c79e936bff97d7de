import { useEffect, useSyncExternalStore } from 'react';
import { readState, useStoredState, writeState } from '../session';
import { onLive } from './live-bus';

/** How long a just-placed order stays highlighted in a panel's list once the tab is in view. */
const FRESH_MS = 6_000;
/** The stored switch (`paramOptions` of the `dukkan` key): the seller's choice survives reloads. */
const SOUND_OPTION = 'newOrderSound';

let fresh: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function setFresh(next: ReadonlySet<number>) {
  fresh = next;
  for (const listener of listeners) listener();
}

/** The ids of orders placed moments ago (a panel list highlights their rows). */
export function useFreshOrders(): ReadonlySet<number> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => fresh,
    () => fresh,
  );
}

/** Is the new-order sound and vibration on? On until the seller turns it off. */
export function useNewOrderSound(): [boolean, (on: boolean) => void] {
  const on = useStoredState((state) => state.paramOptions[SOUND_OPTION] !== false);
  const set = (value: boolean) =>
    writeState({ paramOptions: { ...readState().paramOptions, [SOUND_OPTION]: value } });
  return [on, set];
}

/** A short two-tone chime (no file to fetch) and a buzz where the device has one. */
function chime() {
  navigator.vibrate?.(200);
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.gain.value = 0.08;
    gain.connect(audio.destination);
    [880, 1320].forEach((frequency, index) => {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + index * 0.15);
      tone.stop(audio.currentTime + index * 0.15 + 0.12);
    });
    window.setTimeout(() => void audio.close(), 600);
  } catch {
    // No audio output (or not allowed before a gesture): the highlight still shows.
  }
}

/** Unmarks `orderId` FRESH_MS after the seller can see it: counted from now in a shown tab, else from when it shows. */
function clearWhenSeen(orderId: number) {
  const clear = () =>
    window.setTimeout(() => {
      const next = new Set(fresh);
      next.delete(orderId);
      setFresh(next);
    }, FRESH_MS);
  if (document.visibilityState === 'visible') return void clear();
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisible);
    clear();
  };
  document.addEventListener('visibilitychange', onVisible);
}

/**
 * In a panel: marks each new order fresh and chimes when the seller wants it, in a background
 * tab too — that is when the seller is not looking (docs/decisions/0053-waiting-orders.md).
 */
export function useNewOrderAlert(): void {
  useEffect(
    () =>
      onLive('order', ({ order_id, change }) => {
        if (change !== 'placed') return;
        setFresh(new Set([...fresh, order_id]));
        clearWhenSeen(order_id);
        if (readState().paramOptions[SOUND_OPTION] !== false) chime();
      }),
    [],
  );
}
