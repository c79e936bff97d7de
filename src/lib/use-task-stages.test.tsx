import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTaskStages } from './use-task-stages';

function Parts({ count }: { count: number }) {
  const shown = useTaskStages(count);
  return (
    <ul>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>part {index + 1}</li>
      ))}
    </ul>
  );
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useTaskStages', () => {
  it('shows the first part at once and one more in each following task, up to the count', async () => {
    render(<Parts count={3} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['part 1']);
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await nextTask();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'part 1',
      'part 2',
      'part 3',
    ]);
    await nextTask();
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a single part without waiting', () => {
    render(<Parts count={1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
