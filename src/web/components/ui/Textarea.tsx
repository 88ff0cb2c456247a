import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './Input';

/** A multi-line field in the form-field look: as tall as its rows, not the one-line height. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldClasses, 'h-auto py-2', className)} {...props} />;
}
