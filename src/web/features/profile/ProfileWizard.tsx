import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { golfProfileSchema, profileFieldLabels, profileWizardSteps, type FocusArea, type GolfProfileField } from '../../../shared/profile';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import { TOASTS } from '../../../shared/texts';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { Progress } from '../../components/ui/Progress';
import { toast } from '../../components/ui/toast-store';
import { apiRequest } from '../../lib/api';
import { fieldErrors } from '../../lib/fieldErrors';
import { FocusAreasPicker } from './FocusAreasPicker';
import { bodyFromForm, FIELD_KINDS, type InputField, type ProfileFormState } from './profileForm';

interface ProfileWizardProps {
  userId: string;
  initial: ProfileFormState;
  profileQueryKey: readonly string[];
  onComplete: () => void;
}

const LAST_STEP = profileWizardSteps.length;

/** The 6-step golf profile wizard (spec §2, §4): progress bar, Previous / Next Step / Complete Profile. */
export function ProfileWizard({ userId, initial, profileQueryKey, onComplete }: ProfileWizardProps) {
  const [step, setStep] = useState(1);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<GolfProfileField, string>>>({});
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (body: unknown) => apiRequest('PUT', pathTo(API_ROUTES.profile, { id: userId }), body),
    onSuccess: async () => {
      toast(TOASTS.profileComplete);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      onComplete();
    },
    onError: () => toast({ ...TOASTS.profileSaveFailed, variant: 'destructive' }),
  });

  const current = profileWizardSteps[step - 1]!;

  function setValue(field: InputField, value: string) {
    setForm((old) => ({ ...old, values: { ...old.values, [field]: value } }));
  }

  function toggleFocusArea(area: FocusArea) {
    setForm((old) => ({
      ...old,
      focusAreas: old.focusAreas.includes(area) ? old.focusAreas.filter((a) => a !== area) : [...old.focusAreas, area],
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step < LAST_STEP) {
      setStep(step + 1);
      return;
    }
    // Fields are optional but bounded (a 300 cm golfer is a typo): show the first problem on its step.
    const body = bodyFromForm(form);
    const found = fieldErrors<GolfProfileField>(golfProfileSchema.safeParse(body));
    setErrors(found);
    const firstBadStep = profileWizardSteps.findIndex((s) => s.fields.some((field) => found[field]));
    if (firstBadStep >= 0) setStep(firstBadStep + 1);
    else save.mutate(body);
  }

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="text-2xl font-semibold text-fairway-900">{current.title}</h2>
        <p className="shrink-0 text-sm text-ink/70">
          Step {step} of {LAST_STEP}
        </p>
      </div>
      <div className="mt-4">
        <Progress value={(step / LAST_STEP) * 100} label="Profile progress" />
      </div>

      <form onSubmit={submit} className="mt-8 space-y-5" noValidate>
        {current.fields.map((field) => {
          if (field === 'profileCompleted') return null;
          const label = profileFieldLabels[field];
          if (field === 'swingFocusAreas') {
            return <FocusAreasPicker key={field} label={label} chosen={form.focusAreas} onToggle={toggleFocusArea} error={errors.swingFocusAreas} />;
          }
          const kind = FIELD_KINDS[field];
          const id = `profile-${field}`;
          const common = {
            id,
            value: form.values[field],
            'aria-invalid': Boolean(errors[field]),
            onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
          };
          return (
            <Field key={field} label={label} htmlFor={id} error={errors[field]}>
              {kind.kind === 'choice' ? (
                <Select {...common}>
                  <option value="">Select...</option>
                  {kind.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              ) : kind.kind === 'longText' ? (
                <Textarea {...common} rows={4} />
              ) : (
                <Input {...common} type={kind.kind === 'number' ? 'number' : 'text'} step={kind.kind === 'number' ? kind.step : undefined} />
              )}
            </Field>
          );
        })}

        <div className="flex items-center justify-between gap-4 border-t border-fairway-100 pt-6">
          <Button variant="outline" disabled={step === 1} onClick={() => setStep(step - 1)}>
            Previous
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit">Next Step</Button>
          ) : (
            <Button type="submit" variant="gold" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Complete Profile'}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
