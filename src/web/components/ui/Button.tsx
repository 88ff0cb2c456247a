import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'gold' | 'green' | 'outline' | 'outlineLight' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  gold: 'bg-gold-500 text-fairway-900 hover:bg-gold-400 shadow-sm',
  green: 'bg-fairway-800 text-cream hover:bg-fairway-700 shadow-sm',
  outline: 'border border-fairway-800 text-fairway-800 hover:bg-fairway-50',
  /** For dark green backgrounds. */
  outlineLight: 'border border-cream/40 text-cream hover:bg-white/10',
  ghost: 'text-fairway-800 hover:bg-fairway-50',
  /** Actions that destroy data (account deletion). */
  danger: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
};

/** Shared look of buttons and button-like links. */
export function buttonClasses(variant: ButtonVariant = 'green', size: ButtonSize = 'md', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500',
    'disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
