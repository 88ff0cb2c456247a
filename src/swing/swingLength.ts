import type { SwingLength } from '../shared/swingLabels';
import type { ClubProfile } from './clubs';
import type { MetricKey } from './metrics';

/**
 * What a swing is judged against: reference ranges and fault limits (the catalogue's, changed by
 * the club and by the length of swing the member said they made), the measurements a shorter
 * swing leaves unjudged, and the backswing : downswing ratio the tempo score is centred on.
 */
export interface Standard extends Pick<ClubProfile, 'references' | 'limits'> {
  /** Measured and shown, but no fault or praise rests on them: the member chose a shorter swing. */
  unjudged?: readonly MetricKey[];
  tempoRatio?: number;
}

/** The full swing's tempo, backswing three times the downswing (J. Novosel, "Tour Tempo", 2004). */
export const FULL_SWING_TEMPO = 3;

/** How a swing shorter than full changes the standard; a full swing keeps the club's. */
interface SwingLengthProfile extends Required<Standard> {
  /** As it reads before "swing" in a sentence: "half". */
  adjective: string;
}

/**
 * A shorter swing turns less and moves the hands slower by choice, so the turn and the hand speed
 * (and the power score that rests on it, scoring.ts) are not judged. A half swing is a short-game
 * shot, and tour players swing half wedges, chips and bunker shots at two to one (J. Novosel,
 * "Tour Tempo 2: The Short Game & Beyond": backswings of 14–20 frames at 30 fps against 7–10
 * down), so its tempo range and limits are the full swing's scaled to that rhythm. A
 * three-quarter swing keeps the full swing's three to one. The downswing's own time is the same
 * in both (0.23–0.33 s).
 */
const SHORTER_SWINGS: Record<Exclude<SwingLength, 'Full swing'>, SwingLengthProfile> = {
  'Three-quarter swing': {
    adjective: 'three-quarter',
    references: {},
    limits: {},
    unjudged: ['shoulderTurn', 'hipTurn', 'peakHandSpeed'],
    tempoRatio: FULL_SWING_TEMPO,
  },
  'Half swing': {
    adjective: 'half',
    references: { tempoRatio: '1.8–2.2', backswingTime: '0.45–0.7' },
    limits: {
      tempo_ratio_low: { threshold: 1.5, severe: 1.3 },
      tempo_ratio_high: { threshold: 2.6, severe: 3.1 },
      quick_tempo: { threshold: 0.4, severe: 0.32 },
      slow_backswing: { threshold: 0.85, severe: 1.1 },
    },
    unjudged: ['shoulderTurn', 'hipTurn', 'peakHandSpeed'],
    tempoRatio: 2,
  },
};

/** The length the member gave, as it changes the standard; none for a full swing or no label. */
export function swingLengthProfile(length: SwingLength | null | undefined): SwingLengthProfile | undefined {
  return length && length !== 'Full swing' ? SHORTER_SWINGS[length] : undefined;
}

/** The club's standard with the swing length's changes over it: a half swing with a wedge keeps the wedge's stance. */
export function standardFor(club: ClubProfile | undefined, length: SwingLengthProfile | undefined): Standard {
  return {
    references: { ...club?.references, ...length?.references },
    limits: { ...club?.limits, ...length?.limits },
    unjudged: length?.unjudged ?? [],
    tempoRatio: length?.tempoRatio ?? FULL_SWING_TEMPO,
  };
}
