import type { FaultArea } from './faults';
import type { MetricKey } from './metrics';

export type ClubGroup = 'driver' | 'wood' | 'iron' | 'wedge';

/** How a club changes the swing's targets: its reference ranges, fault limits and what matters most. */
export interface ClubProfile {
  /** As it reads in a sentence: "with the driver", "with a 7 Iron". */
  name: string;
  /** Score areas in the order they matter for this club; breaks ties between faults of equal severity. */
  priorities: readonly FaultArea[];
  /** Why the first priority comes first, for the member. */
  reason: string;
  /** Reference ranges that differ from the full-iron ones of METRIC_INFO. */
  references: Partial<Record<MetricKey, string>>;
  /** Fault limits (by fault code) that differ from the catalogue's. */
  limits: Partial<Record<string, { threshold: number; severe: number }>>;
}

/**
 * Reference ranges by club, from the usual coaching set-ups: the longer the club the wider the
 * stance, the more upright the spine and the flatter the plane; wedges are played with a narrower
 * stance, more bend and a shorter turn. The iron entry keeps the catalogue's own limits.
 */
export const CLUB_PROFILES: Record<ClubGroup, Omit<ClubProfile, 'name'>> = {
  driver: {
    priorities: ['power', 'balance', 'accuracy', 'tempo'],
    reason: 'the driver is built for distance from a wide, stable base',
    references: { stanceWidth: '1.1–1.7', spineAngleAddress: '28–40', backswingPlane: '50–66', shoulderTurn: '85–105' },
    limits: {
      narrow_stance: { threshold: 1.0, severe: 0.8 },
      wide_stance: { threshold: 2.0, severe: 2.4 },
      upright_posture: { threshold: 20, severe: 14 },
      hunched_posture: { threshold: 50, severe: 57 },
      steep_backswing: { threshold: 68, severe: 76 },
      flat_backswing: { threshold: 45, severe: 38 },
      limited_turn: { threshold: 75, severe: 60 },
    },
  },
  wood: {
    priorities: ['accuracy', 'power', 'balance', 'tempo'],
    reason: 'a wood off the ground needs a shallow, centred strike before it needs speed',
    references: { stanceWidth: '1.0–1.6', spineAngleAddress: '30–42', backswingPlane: '52–70' },
    limits: {
      narrow_stance: { threshold: 0.9, severe: 0.7 },
      steep_backswing: { threshold: 70, severe: 78 },
      flat_backswing: { threshold: 47, severe: 40 },
    },
  },
  iron: {
    priorities: ['accuracy', 'balance', 'tempo', 'power'],
    reason: 'iron play is judged by a strike that meets the ball before the ground',
    references: {},
    limits: {},
  },
  wedge: {
    priorities: ['accuracy', 'tempo', 'balance', 'power'],
    reason: 'wedges are about distance control and a clean strike, not speed',
    references: { stanceWidth: '0.7–1.2', spineAngleAddress: '35–50', backswingPlane: '60–76', shoulderTurn: '60–90' },
    limits: {
      narrow_stance: { threshold: 0.6, severe: 0.45 },
      wide_stance: { threshold: 1.5, severe: 1.9 },
      upright_posture: { threshold: 25, severe: 18 },
      hunched_posture: { threshold: 60, severe: 66 },
      steep_backswing: { threshold: 80, severe: 86 },
      flat_backswing: { threshold: 54, severe: 46 },
      limited_turn: { threshold: 50, severe: 40 },
    },
  },
};

/** The club group of an upload's club label ("Driver", "3 Wood", "7 Iron", "Sand Wedge"…); none for a putter or no label. */
export function clubProfile(label: string | null | undefined): ClubProfile | undefined {
  if (!label) return undefined;
  const text = label.toLowerCase();
  const group: ClubGroup | undefined = text.includes('driver')
    ? 'driver'
    : text.includes('wood') || text.includes('hybrid')
      ? 'wood'
      : text.includes('wedge')
        ? 'wedge'
        : text.includes('iron')
          ? 'iron'
          : undefined;
  if (!group) return undefined;
  return { ...CLUB_PROFILES[group], name: group === 'driver' ? 'the driver' : `a ${label.trim()}` };
}
