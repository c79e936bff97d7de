// The PWA state the UI renders (update waiting, install offered) as a tiny external store, so the
// registration code can run before React mounts and the component only subscribes
// (use-pwa-state.ts). No React here: the page's first script (src/boot.ts) listens through it.

/** The `beforeinstallprompt` event (Chromium only, not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface PwaState {
  /** A new service worker is installed and waiting for the user to reload. */
  updateWaiting: boolean;
  /** The browser offered installation (`beforeinstallprompt` fired) and it was not used yet. */
  canInstall: boolean;
}

let state: PwaState = { updateWaiting: false, canInstall: false };
const listeners = new Set<() => void>();
let installEvent: BeforeInstallPromptEvent | null = null;
let updateHandler: (() => void) | null = null;

function setState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribePwaState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPwaState(): PwaState {
  return state;
}

/** Called by the registration code when a worker is waiting; `apply` activates it and reloads. */
export function announceUpdate(apply: () => void): void {
  updateHandler = apply;
  setState({ updateWaiting: true });
}

/** Activates the waiting worker; the page reloads once it controls the page. */
export function applyUpdate(): void {
  const apply = updateHandler;
  setState({ updateWaiting: false });
  if (apply) apply();
  else window.location.reload();
}

export function dismissUpdate(): void {
  setState({ updateWaiting: false });
}

let listeningForInstall = false;

/** Keeps the install offer. Idempotent; call early, the event can fire before React mounts. */
export function listenForInstallPrompt(): void {
  if (listeningForInstall || typeof window === 'undefined') return;
  listeningForInstall = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without preventDefault Chromium shows its own mini-infobar on mobile; we offer our button.
    event.preventDefault();
    installEvent = event as BeforeInstallPromptEvent;
    setState({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    setState({ canInstall: false });
  });
}

/** Shows the browser's install dialog; the event can be used once, so the offer goes away. */
export async function promptInstall(): Promise<boolean> {
  const event = installEvent;
  installEvent = null;
  setState({ canInstall: false });
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}

export function dismissInstall(): void {
  setState({ canInstall: false });
}
