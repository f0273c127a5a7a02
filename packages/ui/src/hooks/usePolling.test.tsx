import { act, render } from '@testing-library/react';
import { usePolling } from './usePolling';

interface Props {
  active: boolean;
  load(): Promise<number>;
  onResult(value: number): void;
  restartOn?: string;
}

/** Waits 100 ms, then 200, then 300… so each call's place is known. */
const DELAY = (attempt: number) => (attempt + 1) * 100;

function Poller(props: Props) {
  usePolling({ ...props, delay: DELAY });
  return null;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('usePolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks after each delay while active, and stops when it turns false', async () => {
    const seen: number[] = [];
    let calls = 0;
    const load = jest.fn(async () => ++calls);
    const view = render(<Poller active load={load} onResult={(n) => seen.push(n)} />);
    await advance(99);
    expect(load).not.toHaveBeenCalled();
    await advance(1);
    expect(seen).toEqual([1]);
    await advance(200);
    expect(seen).toEqual([1, 2]);
    view.rerender(<Poller active={false} load={load} onResult={(n) => seen.push(n)} />);
    await advance(10_000);
    expect(seen).toEqual([1, 2]);
  });

  it('starts again from the first delay when something new is awaited', async () => {
    const load = jest.fn(async () => 0);
    const view = render(<Poller active restartOn="a" load={load} onResult={() => undefined} />);
    await advance(100 + 200);
    expect(load).toHaveBeenCalledTimes(2);
    view.rerender(<Poller active restartOn="b" load={load} onResult={() => undefined} />);
    await advance(100);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps asking after a failed call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('réseau')).mockResolvedValue(7);
    const seen: number[] = [];
    render(<Poller active load={load} onResult={(n) => seen.push(n)} />);
    await advance(100 + 200);
    expect(seen).toEqual([7]);
  });
});
