import { Modal } from '../../../components/ui/Modal';
import { EmailCaptureForm } from '../EmailCaptureForm';

/** The exit-intent list sign-up (spec §2 Modals): a successful sign-up closes it. */
export function ExitIntentModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Before you go: join our list" onClose={onClose}>
      <p className="mt-3 text-ink/70">Leave your e-mail and we will confirm once that you are on the Fairway Coach list.</p>
      <div className="mt-6">
        <EmailCaptureForm source="exit_intent" labels={{ idle: 'Join the List', pending: 'Joining...' }} onSuccess={onClose} />
      </div>
      <p className="mt-3 text-xs text-ink/70">Reply to that e-mail any time and we remove your address.</p>
    </Modal>
  );
}
