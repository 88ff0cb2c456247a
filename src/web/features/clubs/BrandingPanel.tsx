import { useState, type ChangeEvent, type FormEvent } from 'react';
import { brandingBodySchema, LOGO_MAX_BYTES, LOGO_TYPES, type MyClub } from '../../../shared/clubs';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast-store';
import { useSaveBranding, useUploadLogo } from './api';

const DEFAULT_PRIMARY = '#165238';
const DEFAULT_ACCENT = '#d4af37';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** /club's Branding tab (owner): name, colours and logo shown to the members, and white-label on the club plan. */
export function BrandingPanel({ club }: { club: NonNullable<MyClub> }) {
  const save = useSaveBranding();
  const upload = useUploadLogo();
  const [name, setName] = useState(club.name);
  const [primaryColor, setPrimary] = useState(club.branding.primaryColor ?? DEFAULT_PRIMARY);
  const [accentColor, setAccent] = useState(club.branding.accentColor ?? DEFAULT_ACCENT);
  const [whiteLabel, setWhiteLabel] = useState(club.branding.whiteLabel);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = brandingBodySchema.safeParse({ name, primaryColor, accentColor, whiteLabel });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data);
  };

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type) || file.size > LOGO_MAX_BYTES) {
      toast({ title: 'Logo Not Saved', description: `Choose a PNG, JPEG or WebP image of at most ${LOGO_MAX_BYTES / 1024} KB.`, variant: 'destructive' });
      return;
    }
    upload.mutate(await readAsDataUrl(file));
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-fairway-900">Club branding</h2>
      <p className="mt-1 text-sm text-ink/70">Your members see the name, logo and colours in the header, on their dashboard and in club e-mails.</p>
      <div className="mt-5 flex items-center gap-4">
        {club.branding.logoUrl ? (
          <img src={club.branding.logoUrl} alt={`${club.name} logo`} className="size-16 rounded-xl border border-fairway-100 object-contain" />
        ) : (
          <span className="grid size-16 place-items-center rounded-xl border border-dashed border-fairway-200 text-xs text-ink/70">No logo</span>
        )}
        <label className="cursor-pointer text-sm font-semibold text-fairway-700 hover:underline">
          {upload.isPending ? 'Uploading...' : 'Upload logo'}
          <input type="file" accept={LOGO_TYPES.join(',')} className="sr-only" onChange={(event) => void chooseLogo(event)} />
        </label>
      </div>
      <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
        <Field label="Club name" htmlFor="club-name" error={error}>
          <Input id="club-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={80} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Main colour" htmlFor="club-primary">
            <Input id="club-primary" type="color" value={primaryColor} onChange={(event) => setPrimary(event.target.value)} className="p-1" />
          </Field>
          <Field label="Accent colour" htmlFor="club-accent">
            <Input id="club-accent" type="color" value={accentColor} onChange={(event) => setAccent(event.target.value)} className="p-1" />
          </Field>
        </div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={whiteLabel}
            disabled={!club.whiteLabelAvailable}
            onChange={(event) => setWhiteLabel(event.target.checked)}
          />
          <span>
            <span className="font-medium text-fairway-900">White-label</span>: show only your club's name to members, not Fairway Coach.
            {!club.whiteLabelAvailable && <span className="block text-ink/70">Comes with the Club Unlimited plan.</span>}
          </span>
        </label>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save branding'}
        </Button>
      </form>
    </Card>
  );
}
