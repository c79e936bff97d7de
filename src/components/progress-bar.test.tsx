import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '@/app/theme/system';
import { ProgressBar } from './progress-bar';

function renderBar(active: boolean) {
  return render(
    <ChakraProvider value={getSystem()}>
      <ProgressBar active={active} />
    </ChakraProvider>,
  );
}

const value = () =>
  Number(screen.getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow'));

describe('[PROGRESS] page loading bar (spec §2: 0 → 100 %)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creeps up while a page loads, never reaching 100 % on its own', () => {
    renderBar(true);
    const start = value();
    act(() => vi.advanceTimersByTime(5_000));
    expect(value()).toBeGreaterThan(start);
    expect(value()).toBeLessThan(100);
  });

  it('completes to 100 % and then resets when loading ends', () => {
    const { rerender } = renderBar(true);
    act(() => vi.advanceTimersByTime(400));
    rerender(
      <ChakraProvider value={getSystem()}>
        <ProgressBar active={false} />
      </ChakraProvider>,
    );
    expect(value()).toBe(100);
    act(() => vi.advanceTimersByTime(400));
    expect(value()).toBe(0);
  });
});
