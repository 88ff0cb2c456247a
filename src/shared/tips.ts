import { z } from 'zod';

/**
 * The tips mail (issue 27, decision 2711): confirmed addresses of the landing page's e-mail box
 * get the blog's newest posts once a week, on the day and hour the admin sets.
 */

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** At most this many posts in one tips mail: the newest the address has not had. */
export const TIPS_POSTS_PER_MAIL = 3;

/** GET/PUT /api/admin/tips-schedule. `weekday` null: no tips mail is sent. */
export const tipsScheduleSchema = z.object({
  weekday: z
    .number({ error: 'Choose a day of the week.' })
    .int('Choose a day of the week.')
    .min(0, 'Choose a day of the week.')
    .max(6, 'Choose a day of the week.')
    .nullable(),
  hourUtc: z.number({ error: 'Choose an hour.' }).int('Choose a whole hour.').min(0, 'Choose an hour from 0 to 23.').max(23, 'Choose an hour from 0 to 23.'),
});
export type TipsSchedule = z.infer<typeof tipsScheduleSchema>;

/** The pg-boss cron of a schedule (minute 0 of the hour, UTC); null when it is off. */
export function tipsCron(schedule: TipsSchedule): string | null {
  return schedule.weekday === null ? null : `0 ${schedule.hourUtc} * * ${schedule.weekday}`;
}

/** The schedule a cron written by tipsCron stands for; off for anything else. */
export function scheduleFromCron(cron: string | null): TipsSchedule {
  const match = cron ? /^0 (\d{1,2}) \* \* (\d)$/.exec(cron) : null;
  return match ? { weekday: Number(match[2]), hourUtc: Number(match[1]) } : { weekday: null, hourUtc: 9 };
}

/** POST /api/admin/tips-schedule/send-now answers this. */
export const TIPS_ROUND_QUEUED_MESSAGE = 'The tips mail is on its way to every confirmed address that has new posts to read.';
