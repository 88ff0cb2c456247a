import type { AdminMember } from '../../../shared/admin';
import { PLANS } from '../../../shared/plans';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/cn';
import { AdminTable, WIDE_ONLY } from './AdminTable';
import { useMemberAccess } from './api';
import { formatAdminDate } from './format';

function accessLabel(member: AdminMember): string {
  const { source, planKey } = member.access;
  if (source === 'subscription' || source === 'lifetime') return planKey ? PLANS[planKey].name : 'Paid plan';
  if (source === 'admin') return 'Administrator';
  if (source === 'grant') return 'Granted';
  if (source === 'club') return 'Club seat';
  return 'No access';
}

const MEMBER_COLUMNS = [{ label: 'Member' }, { label: 'Joined', wideOnly: true }, { label: 'Access' }] as const;

/**
 * Every account, what its access rests on, and the grant an admin can give or take back. On a
 * phone the join date moves under the e-mail and the grant sits under the access, so the two
 * columns fit the screen.
 */
export function MembersTab({ members }: { members: AdminMember[] }) {
  const access = useMemberAccess();
  return (
    <AdminTable columns={MEMBER_COLUMNS} fitPhone>
      {members.map((member) => (
        <tr key={member.id} className="border-t border-fairway-100">
          <td className="px-4 py-3">
            <p className="font-medium text-fairway-900">
              {member.firstName} {member.lastName}
            </p>
            <p className="break-all text-ink/70">{member.email}</p>
            <p className="text-ink/70 sm:hidden">Joined {formatAdminDate(member.createdAt)}</p>
          </td>
          <td className={cn('px-4 py-3 whitespace-nowrap', WIDE_ONLY)}>{formatAdminDate(member.createdAt)}</td>
          <td className="px-4 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className={member.access.active ? 'text-fairway-700' : 'text-ink/70'}>{accessLabel(member)}</span>
              {member.role === 'member' && (member.access.granted || !member.access.active) && (
                <Button
                  size="sm"
                  variant={member.access.granted ? 'ghost' : 'outline'}
                  disabled={access.isPending}
                  onClick={() => access.mutate({ memberId: member.id, grant: !member.access.granted })}
                >
                  {member.access.granted ? 'Revoke access' : 'Grant access'}
                </Button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
