import { useEffect, useState } from 'react';
import { TIPS_POSTS_PER_MAIL, WEEKDAYS, type TipsSchedule } from '../../../shared/tips';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { useSaveTipsSchedule, useSendTipsNow, useTipsSchedule } from './api';

const OFF = 'off';
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * When the tips mail goes out (decision 2711): a weekly day and hour in UTC, or off; and a round
 * now. Each round mails confirmed addresses the newest posts they have not had.
 */
export function TipsScheduleControl() {
  const saved = useTipsSchedule();
  const save = useSaveTipsSchedule();
  const sendNow = useSendTipsNow();
  const [draft, setDraft] = useState<TipsSchedule | null>(null);
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);
  if (!draft) return null;

  return (
    <form
      className="space-y-3 rounded-2xl border border-fairway-100 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <h2 className="text-lg font-semibold text-fairway-900">Tips e-mail</h2>
      <p className="text-sm text-ink/70">
        Confirmed addresses get up to {TIPS_POSTS_PER_MAIL} blog posts they have not had yet; an address with nothing new gets nothing. Every mail has a
        one-click unsubscribe.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Day
          <Select
            className="mt-1 block"
            value={draft.weekday === null ? OFF : String(draft.weekday)}
            onChange={(event) => setDraft({ ...draft, weekday: event.target.value === OFF ? null : Number(event.target.value) })}
          >
            <option value={OFF}>Off: no tips e-mail</option>
            {WEEKDAYS.map((day, index) => (
              <option key={day} value={index}>
                Every {day}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium">
          Hour (UTC)
          <Select
            className="mt-1 block"
            value={draft.hourUtc}
            disabled={draft.weekday === null}
            onChange={(event) => setDraft({ ...draft, hourUtc: Number(event.target.value) })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {String(hour).padStart(2, '0')}:00
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save schedule
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={sendNow.isPending} onClick={() => sendNow.mutate()}>
          Send a round now
        </Button>
      </div>
    </form>
  );
}
