import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './Input';

/** A native select in the form-field look: native so phones show their own picker. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClasses, 'appearance-auto pr-8', className)} {...props} />;
}
