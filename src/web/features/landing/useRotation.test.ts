import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_FADE_MS, QUOTE_ROTATION_MS } from '../../lib/timings';
import { QUOTES } from './quotes';
import { useRotation } from './useRotation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the quote rotation', () => {
  it('has the six quotes of the spec', () => {
    expect(QUOTES).toHaveLength(6);
  });

  it('fades out after 6 s, shows the next quote 500 ms later, and wraps around', () => {
    const { result } = renderHook(() => useRotation(QUOTES.length, QUOTE_ROTATION_MS, QUOTE_FADE_MS));
    expect(result.current).toEqual({ index: 0, visible: true });
    act(() => vi.advanceTimersByTime(QUOTE_ROTATION_MS));
    expect(result.current).toEqual({ index: 0, visible: false });
    act(() => vi.advanceTimersByTime(QUOTE_FADE_MS));
    expect(result.current).toEqual({ index: 1, visible: true });
    act(() => vi.advanceTimersByTime(QUOTE_ROTATION_MS * 5));
    expect(result.current).toEqual({ index: 0, visible: true });
  });
});
