import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../../lib/timings';

/**
 * One toast at a time (spec §9): showing a new toast replaces the one on screen, and each toast
 * closes itself after its duration (5 s by default).
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ShownToast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

let current: ShownToast | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(toast: ShownToast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

export function dismissToast(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  clearTimeout(closeTimer);
  publish(null);
}

export function toast(input: ToastInput): number {
  const shown: ShownToast = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
  };
  clearTimeout(closeTimer);
  publish(shown);
  closeTimer = setTimeout(() => dismissToast(shown.id), input.durationMs ?? TOAST_DURATION_MS);
  return shown.id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ShownToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
