import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { EXIT_INTENT_ARM_MS, MODAL_SUPPRESSION_MS, OFFER_MODAL_DELAY_MS } from '../../../lib/timings';
import { MODAL_STORAGE_KEYS } from './shownRecently';
import { useLandingModals } from './useLandingModals';

function leaveThroughTop(clientY = 0) {
  document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget: null, bubbles: true }));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the special-offer modal', () => {
  it('opens after 15 s, not before, and remembers when', () => {
    const { result } = renderHook(() => useLandingModals(true));
    act(() => vi.advanceTimersByTime(OFFER_MODAL_DELAY_MS - 1));
    expect(result.current.open).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe('specialOffer');
    expect(Number(window.localStorage.getItem(MODAL_STORAGE_KEYS.specialOffer))).toBe(Date.now());
    act(() => result.current.close());
    expect(result.current.open).toBeNull();
  });

  it('stays away for 24 hours after it opened, then comes back', () => {
    window.localStorage.setItem(MODAL_STORAGE_KEYS.specialOffer, String(Date.now() - MODAL_SUPPRESSION_MS + 60_000));
    const first = renderHook(() => useLandingModals(true));
    act(() => vi.advanceTimersByTime(OFFER_MODAL_DELAY_MS * 2));
    expect(first.result.current.open).toBeNull();
    first.unmount();

    window.localStorage.setItem(MODAL_STORAGE_KEYS.specialOffer, String(Date.now() - MODAL_SUPPRESSION_MS - 1));
    const later = renderHook(() => useLandingModals(true));
    act(() => vi.advanceTimersByTime(OFFER_MODAL_DELAY_MS));
    expect(later.result.current.open).toBe('specialOffer');
  });

  it('does not open for a signed-in member', () => {
    const { result } = renderHook(() => useLandingModals(false));
    act(() => vi.advanceTimersByTime(OFFER_MODAL_DELAY_MS * 2));
    leaveThroughTop();
    expect(result.current.open).toBeNull();
  });
});

describe('the exit-intent modal', () => {
  it('ignores a leave before it is armed at 5 s, then opens once on a top-edge leave', () => {
    const { result } = renderHook(() => useLandingModals(true));
    act(() => vi.advanceTimersByTime(EXIT_INTENT_ARM_MS - 1));
    act(() => leaveThroughTop());
    expect(result.current.open).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // Leaving through the side (the pointer is still below the top edge) is not an exit.
    act(() => leaveThroughTop(300));
    expect(result.current.open).toBeNull();
    act(() => leaveThroughTop());
    expect(result.current.open).toBe('exitIntent');
    expect(window.localStorage.getItem(MODAL_STORAGE_KEYS.exitIntent)).not.toBeNull();
    act(() => result.current.close());
    act(() => leaveThroughTop());
    expect(result.current.open).toBeNull();
  });

  it('opens when the page is hidden (a phone leaving the tab)', () => {
    const { result } = renderHook(() => useLandingModals(true));
    act(() => vi.advanceTimersByTime(EXIT_INTENT_ARM_MS));
    act(() => setVisibility('hidden'));
    expect(result.current.open).toBe('exitIntent');
  });

  it('is not armed within 24 hours of having opened', () => {
    window.localStorage.setItem(MODAL_STORAGE_KEYS.exitIntent, String(Date.now() - 1000));
    const { result } = renderHook(() => useLandingModals(true));
    act(() => vi.advanceTimersByTime(EXIT_INTENT_ARM_MS));
    act(() => leaveThroughTop());
    expect(result.current.open).toBeNull();
  });

  it('shows one modal at a time: the offer waits until the exit modal closes', () => {
    const { result } = renderHook(() => useLandingModals(true));
    act(() => vi.advanceTimersByTime(EXIT_INTENT_ARM_MS));
    act(() => leaveThroughTop());
    act(() => vi.advanceTimersByTime(OFFER_MODAL_DELAY_MS));
    expect(result.current.open).toBe('exitIntent');
    act(() => result.current.close());
    expect(result.current.open).toBe('specialOffer');
  });
});
