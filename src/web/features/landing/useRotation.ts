import { useEffect, useState } from 'react';

/**
 * Cycles through `count` items: each shows for `intervalMs`, fading out for the last `fadeMs`
 * before the next one fades in. `visible` drives the fade.
 */
export function useRotation(count: number, intervalMs: number, fadeMs: number): { index: number; visible: boolean } {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (count < 2) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const cycle = setInterval(() => {
      setVisible(false);
      swap = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setVisible(true);
      }, fadeMs);
    }, intervalMs);
    return () => {
      clearInterval(cycle);
      clearTimeout(swap);
    };
  }, [count, intervalMs, fadeMs]);

  return { index, visible };
}
