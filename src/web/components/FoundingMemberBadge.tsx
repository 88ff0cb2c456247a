import { cn } from '../lib/cn';
import { Badge } from './ui/Badge';

/** The mark of a member's own Lifetime plan (decision 2710), beside their name. */
export function FoundingMemberBadge({ className }: { className?: string }) {
  return (
    <Badge tone="dark" className={cn('whitespace-nowrap', className)} title="Founding member: bought Lifetime Access" data-testid="founding-member-badge">
      Founding member
    </Badge>
  );
}
