import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/render';
import { Toaster } from './Toaster';
import { dismissToast, toast } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First', description: 'one' }));
    act(() => void toast({ title: 'Second', description: 'two', variant: 'destructive' }));
    const shown = screen.getAllByRole('status');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Second');
    expect(shown[0]).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByText('First')).toBeNull();
  });

  it('closes after 5 s by default, counted from the newest toast', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => void toast({ title: 'Second' }));
    act(() => vi.advanceTimersByTime(3000));
    // The first toast's timer must not close its replacement early.
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('honours its own duration and closes on the close button', async () => {
    vi.useRealTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Short', durationMs: 60_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
