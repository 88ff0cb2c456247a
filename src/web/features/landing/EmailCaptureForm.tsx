import { useId, useState, type FormEvent } from 'react';
import type { EmailCaptureSource } from '../../../shared/leadChoices';
import { TOASTS } from '../../../shared/texts';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { failureDescription, useEmailCapture } from './api';
import { useLeadSchemas } from './useLeadSchemas';

interface EmailCaptureFormProps {
  source: EmailCaptureSource;
  /** The button's words, idle and while sending (spec §4: 'Joining...' or 'Subscribing...'). */
  labels: { idle: string; pending: string };
  /** On a dark background (the hero) the field and button invert. */
  tone?: 'light' | 'dark';
  onSuccess?: () => void;
}

/** The list sign-up of the hero and the exit-intent modal (spec §4 states, §5 rule, §8 texts). */
export function EmailCaptureForm({ source, labels, tone = 'light', onSuccess }: EmailCaptureFormProps) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const capture = useEmailCapture();
  const { load } = useLeadSchemas();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { emailCaptureSchema } = await load();
    const parsed = emailCaptureSchema.safeParse({ email, source });
    if (!parsed.success) return toast({ ...TOASTS.invalidEmail, variant: 'destructive' });
    capture.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        toast(TOASTS.emailCaptureSuccess);
        onSuccess?.();
      },
      onError: (error) =>
        toast({
          title: TOASTS.emailCaptureFailed.title,
          description: failureDescription(error, TOASTS.emailCaptureFailed.description),
          variant: 'destructive',
        }),
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={() => void load()} noValidate className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <Input
        id={inputId}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={cn('sm:flex-1', tone === 'dark' && 'border-white/20 bg-white/10 text-cream placeholder:text-cream/50')}
      />
      <Button type="submit" variant={tone === 'dark' ? 'gold' : 'green'} disabled={capture.isPending} className="shrink-0">
        {capture.isPending ? labels.pending : labels.idle}
      </Button>
    </form>
  );
}
