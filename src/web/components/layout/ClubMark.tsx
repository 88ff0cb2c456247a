import type { ClubBranding } from '../../../shared/clubs';
import { cn } from '../../lib/cn';

/** The club's logo, or its initials on its main colour when it has none. */
export function ClubMark({ branding, className }: { branding: ClubBranding; className?: string }) {
  if (branding.logoUrl) return <img src={branding.logoUrl} alt={`${branding.name} logo`} className={cn('rounded-xl bg-white object-contain', className)} />;
  const initials = branding.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className={cn('grid place-items-center rounded-xl font-display font-bold text-white', className)}
      style={{ background: branding.primaryColor ?? '#165238', color: branding.accentColor ?? '#ffffff' }}
    >
      {initials}
    </span>
  );
}
