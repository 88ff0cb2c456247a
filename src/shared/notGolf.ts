import { TOASTS } from './texts';

/**
 * Why the engine found no golf swing to measure: nobody clear enough in the picture, a person but
 * no full swing (a chip, a putt, a clip cut before or after it), or a motion that does not start
 * from a golf set-up. The server sends the member the words below with 'Golf Content Required'
 * (spec §8 takes the server's message there), so a golfer knows what to film instead.
 */
export type NotGolfCause = 'no_person' | 'no_swing' | 'no_golf_setup';

const VIDEO_REFUSALS: Record<NotGolfCause, string> = {
  no_person: 'We could not see anyone clearly in this video. Film in good light, with your whole body in the picture.',
  no_swing:
    'We found no full golf swing in this video. Film one whole swing, from address to the finish, with your whole body in the picture. Chips, putts and short pitches are not analysed yet.',
  no_golf_setup: 'The person in this video does not start from a golf set-up. Film one whole swing, from address to the finish, face-on or down the line.',
};

/** What the member reads when their upload is refused as not a golf swing; a picture keeps the spec's words. */
export function notGolfMessage(cause: NotGolfCause, media: 'video' | 'image'): string {
  return media === 'video' ? VIDEO_REFUSALS[cause] : TOASTS.golfContentRequired.description;
}
