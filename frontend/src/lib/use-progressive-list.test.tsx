import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The hook as a page opened afresh (`navigate`) or by a reload sees it. */
async function importAs(type: NavigationTimingType) {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
  return (await import('./use-progressive-list')).useProgressiveList;
}

function List({ hook, items, first }: { hook: Awaited<ReturnType<typeof importAs>>; items: number[]; first: number }) {
  const { shown, complete } = hook(items, first);
  return <p data-testid="list">{`${shown.join(',')}${complete ? ' (complete)' : ''}`}</p>;
}

const text = () => screen.getByTestId('list').textContent;

describe('useProgressiveList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on the first screen of a fresh visit, shows the first items at once and the rest one per task', async () => {
    const hook = await importAs('navigate');
    render(<List hook={hook} items={[1, 2, 3, 4, 5]} first={2} />);
    const seen = [text()];
    await waitFor(() => {
      if (seen.at(-1) !== text()) seen.push(text());
      expect(text()).toBe('1,2,3,4,5 (complete)');
    });
    expect(seen[0]).toBe('1,2');
    expect(seen).not.toContain('1,2,3,4,5');
  });

  it('adds items that come later (the next page) one per task too', async () => {
    const hook = await importAs('reload');
    const { rerender } = render(<List hook={hook} items={[1, 2]} first={1} />);
    expect(text()).toBe('1,2 (complete)');
    rerender(<List hook={hook} items={[1, 2, 3, 4]} first={1} />);
    expect(text()).toBe('1,2');
    await waitFor(() => expect(text()).toBe('1,2,3,4 (complete)'));
  });

  it('shows a list whole at once when it is there as it mounts, after a reload or once the first screen is done', async () => {
    const hook = await importAs('reload');
    render(<List hook={hook} items={[1, 2, 3, 4, 5]} first={2} />);
    expect(text()).toBe('1,2,3,4,5 (complete)');
  });
});
