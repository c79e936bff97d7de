import { describe, expect, it, vi } from 'vitest';
import {
  announceUpdate,
  applyUpdate,
  getPwaState,
  listenForInstallPrompt,
  promptInstall,
} from './pwa-store';

describe('[PWA] update and install state', () => {
  it('exposes a waiting worker and applies it once the user accepts', () => {
    const apply = vi.fn();
    announceUpdate(apply);
    expect(getPwaState().updateWaiting).toBe(true);
    applyUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(getPwaState().updateWaiting).toBe(false);
  });

  it('offers installation only after beforeinstallprompt, and uses the event once', async () => {
    listenForInstallPrompt();
    expect(getPwaState().canInstall).toBe(false);
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(getPwaState().canInstall).toBe(true);
    await expect(promptInstall()).resolves.toBe(true);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(getPwaState().canInstall).toBe(false);
    await expect(promptInstall()).resolves.toBe(false);
  });
});
