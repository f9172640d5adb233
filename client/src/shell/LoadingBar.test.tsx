/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { LoadingBar } from './LoadingBar';

describe('LoadingBar (spec §2: 10 points per second up to 100)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('advances 10 points a second while active, stops at 100, and disappears when done', () => {
    const { rerender } = render(<LoadingBar active />);
    const value = () =>
      Number(screen.getByRole('progressbar', { name: 'Loading…' }).getAttribute('aria-valuenow'));
    expect(value()).toBe(10);
    act(() => void jest.advanceTimersByTime(3_000));
    expect(value()).toBe(40);
    act(() => void jest.advanceTimersByTime(20_000));
    expect(value()).toBe(100);
    rerender(<LoadingBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoadingBar active />);
    expect(value()).toBe(10);
  });
});
