import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A form field: its look is the `field` component class, which a caller's utilities override (a
 * compact h-9, a dark field's colours); focus and an invalid value stay utilities, so they still show on those.
 */
export const fieldClasses = 'field focus:border-fairway-600 focus:outline-2 focus:outline-fairway-600/30 aria-invalid:border-red-600';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClasses, className)} {...props} />;
}
