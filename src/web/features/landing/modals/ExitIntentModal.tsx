import { Modal } from '../../../components/ui/Modal';
import { EmailCaptureForm } from '../EmailCaptureForm';

/** The exit-intent newsletter sign-up (spec §2 Modals): a successful sign-up closes it. */
export function ExitIntentModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Before you go: free swing tips" onClose={onClose}>
      <p className="mt-3 text-ink/70">
        Join the list for practical drills and course-management tips from our coaching team, and hear first when new features open.
      </p>
      <div className="mt-6">
        <EmailCaptureForm source="exit_intent" labels={{ idle: 'Subscribe', pending: 'Subscribing...' }} onSuccess={onClose} />
      </div>
      <p className="mt-3 text-xs text-ink/70">No spam. Unsubscribe anytime.</p>
    </Modal>
  );
}
