import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A white panel; its look is the `card` component class, which any utility in `className` overrides. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('card', className)} {...props} />;
}
