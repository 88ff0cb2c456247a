import { useId } from 'react';
import { CLUB_CHOICES, FOCUS_AREA_CHOICES, PRACTICE_TYPE_CHOICES, SWING_LENGTH_CHOICES, type AnalysisLabels } from '../../../../shared/swingLabels';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';

/**
 * An upload's optional details, the fixed choices the server accepts (src/shared/swingLabels.ts):
 * the club, the swing's length, the practice type and the focus area. The upload form and the
 * result page's "Edit details" ask them the same way.
 */
export function LabelFields({
  legend,
  labels,
  onChange,
  disabled = false,
}: {
  legend: string;
  labels: AnalysisLabels;
  onChange: (labels: AnalysisLabels) => void;
  disabled?: boolean;
}) {
  const ids = useId();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-fairway-900">{legend}</legend>
      <LabelSelect
        id={`${ids}-club`}
        label="Club used"
        choices={CLUB_CHOICES}
        value={labels.clubUsed}
        onChange={(clubUsed) => onChange({ ...labels, clubUsed })}
      />
      <LabelSelect
        id={`${ids}-length`}
        label="Swing length"
        choices={SWING_LENGTH_CHOICES}
        value={labels.swingLength}
        onChange={(swingLength) => onChange({ ...labels, swingLength })}
      />
      <LabelSelect
        id={`${ids}-practice`}
        label="Practice type"
        choices={PRACTICE_TYPE_CHOICES}
        value={labels.practiceType}
        onChange={(practiceType) => onChange({ ...labels, practiceType })}
      />
      <LabelSelect
        id={`${ids}-focus`}
        label="Focus area"
        choices={FOCUS_AREA_CHOICES}
        value={labels.focusArea}
        onChange={(focusArea) => onChange({ ...labels, focusArea })}
      />
    </fieldset>
  );
}

interface LabelSelectProps<Choice extends string> {
  id: string;
  label: string;
  choices: readonly Choice[];
  value: Choice | undefined;
  onChange: (value: Choice | undefined) => void;
}

function LabelSelect<Choice extends string>({ id, label, choices, value, onChange }: LabelSelectProps<Choice>) {
  // The select only offers the choices (or '' for not set), so its value is one of them.
  const choose = (picked: string) => onChange(choices.find((choice) => choice === picked));
  return (
    <Field label={label} htmlFor={id}>
      <Select id={id} value={value ?? ''} onChange={(event) => choose(event.target.value)}>
        <option value="">Not set</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </Select>
    </Field>
  );
}
