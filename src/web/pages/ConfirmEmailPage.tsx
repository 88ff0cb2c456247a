import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import { Spinner } from '../components/ui/Spinner';
import { messageOf } from '../lib/api';
import { AuthCard } from '../features/auth/AuthCard';
import { useConfirmEmail } from '../features/auth/mutations';
import { subscribeReturnPath } from '../features/billing/subscribeParams';

const linkClass = 'font-semibold text-fairway-700 hover:underline';

/**
 * The page the e-mailed link opens: /confirm-email?token=... It creates the account and signs in
 * (the welcome toast is the spec's register success), then continues to the plans, with the one
 * chosen before registering preselected: there is no free tier.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The plan chosen before registering rides in the link (only /subscribe addresses are followed).
  const next = subscribeReturnPath(params.get('next'));
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  // The link works once: a second run of the effect (StrictMode) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token }, { onSuccess: () => navigate(next, { replace: true }) });
  }, [token, next, confirm, navigate]);

  if (!token || confirm.isError) {
    return (
      <AuthCard
        title="This link did not work"
        subtitle={token ? messageOf(confirm.error) : 'Open the link from your e-mail, or register again for a new one.'}
        footer={
          <>
            <Link to={ROUTES.register.path} className={linkClass}>
              Register again
            </Link>{' '}
            or{' '}
            <Link to={ROUTES.login.path} className={linkClass}>
              log in
            </Link>
          </>
        }
      >
        <p className="text-sm text-ink/70">Each link works once and for 24 hours; the newest one you were sent is the one that counts.</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirming your e-mail" subtitle="Creating your premium account...">
      <Spinner label="Confirming your e-mail" />
    </AuthCard>
  );
}
