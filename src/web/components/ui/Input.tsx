import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'h-11 w-full rounded-lg border border-fairway-200 bg-white px-3 text-ink placeholder:text-ink/40 ' +
  'focus:border-fairway-600 focus:outline-2 focus:outline-fairway-600/30 aria-invalid:border-red-600';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClasses, className)} {...props} />;
}
