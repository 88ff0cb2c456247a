import { Modal } from '../../../components/ui/Modal';
import { EmailCaptureForm } from '../EmailCaptureForm';

/** The exit-intent list sign-up (spec §2 Modals): a successful sign-up closes it. */
export function ExitIntentModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Before you go: join our list" onClose={onClose}>
      <p className="mt-3 text-ink/70">
        Leave your e-mail for golf tips: new articles from our blog on a weekly round. We ask you to confirm your address first.
      </p>
      <div className="mt-6">
        <EmailCaptureForm source="exit_intent" labels={{ idle: 'Join the List', pending: 'Joining...' }} onSuccess={onClose} />
      </div>
      <p className="mt-3 text-xs text-ink/70">Every tips e-mail has a one-click unsubscribe link.</p>
    </Modal>
  );
}
