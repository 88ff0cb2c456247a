/**
 * Every number the swing's events are read with, in one place, so that `npm run eval:sensitivity`
 * can sweep each one and show which rules hang on a knife edge (docs/decisions/2400). The engine
 * reads EVENT_CONSTANTS; only the sweep passes others. Durations are real seconds on the swing's
 * own clock; heights and distances are in torso lengths.
 */
export const EVENT_CONSTANTS = {
  // --- Finding the swing (segment.ts) ---
  /** Hands must reach at least this high (torso lengths above the hips) for a top of backswing... */
  TOP_MIN_HEIGHT: 0.5,
  /**
   * ...and climb to it, and drop from it in the downswing, by at least this much. The drop is
   * read through impact's blur, where the pose can lose the wrists and the smoothed low stays
   * high: a full swing's seen drop is 0.95 on the letterboxed TV clip (its climb 1.74), 1.07–1.74
   * on the other eleven. Half a torso stands well under that and still over a waggle; which of
   * the candidates is the swing is the pick's (the most vigorous), not this bar's. Any value from
   * 0.25 to 0.75 reads the twelve dev clips alike (decision 2404).
   */
  MIN_DROP: 0.5,
  /** After the low point the hands rise again by this much in the follow-through (unless the clip ends). */
  MIN_FOLLOW_RISE: 0.7,
  /** A follow-through cut off by the end of the clip still counts when the clip ends within this many downswing lengths after the low point. */
  CUT_FOLLOW_DOWNSWINGS: 3,
  /** The longest downswing accepted, in seconds of the clip: a real one at 10× slow motion. */
  MAX_CLIP_DOWNSWING_S: 4,
  /**
   * Another swing in the clip counts when its hands come down at least this share as fast as the
   * fastest swing's. A practice swing at two-thirds pace counts; the slowest drop left on the dev
   * clips once a follow-through is no longer taken for a swing (a small golfer standing after his
   * shot) comes down at 6 % of his swing's pace, and any share from 0.1 to 0.5 counts one swing
   * on each of the twelve (decision 2414).
   */
  OTHER_SWING_SPEED_SHARE: 0.25,

  // --- The swing's clock (clock.ts) ---
  /**
   * A real downswing, the club's top to the hands' low point, takes about this long: tour players
   * 0.27 s (J. Novosel, "Tour Tempo", 2004); the seven real-time dev clips read 0.21–0.33 s,
   * median 0.27, as the engine finds them. A slow-motion clip's factor is its downswing over this.
   * Where the labels' notes estimate the factor from the labelled top and impact (about 3×, 3–4×,
   * 5–6×, 6–7×, 7–8×), the five slow dev clips read 3.1, 3.2, 5.6, 6.6 and 9.8 (decision 2410).
   */
  TYPICAL_DOWNSWING_S: 0.27,
  /**
   * A clip plays in slow motion when the club's downswing, from its top to the hands' low point,
   * takes longer than this in seconds of the clip. Real downswings take 0.2–0.4 s (tour players
   * about 0.27 s, J. Novosel, "Tour Tempo", 2004; the seven real-time dev clips read 0.21–0.33 s
   * as the engine finds them), so a clip played at half speed shows 0.5 s or more; the five
   * slow-motion dev clips read 0.83–2.6 s. ±25 % loses no event on the twelve.
   */
  SLOWEST_REAL_DOWNSWING_S: 0.5,

  // --- Signals (signals.ts) ---
  /**
   * The hands' height and speed are in torso lengths of the golfer's size within this many
   * seconds of clip time either side: long enough that the torso's own turning and bending in a
   * swing (even a 10× slow one) hardly moves the median, short enough to follow a camera that
   * walks or zooms between shots.
   */
  SCALE_WINDOW_S: 2,
  // --- Repeated frames (signals.ts) ---
  /** A frame whose person box changed less than this share of the most its neighbours changed repeats the frame before it. */
  REPEAT_RATIO: 0.3,

  // --- Events (events.ts) ---
  /**
   * Where along the hands' climb from address to the top (0 = address height, 1 = top height)
   * the hands are at each position, read on the twelve dev clips' labels
   * (tests/engine/labels/mid-events.json; decision 2408). The shaft is parallel to the ground in
   * the backswing (toe-up) with the hands near hip height, about a sixth of the way up (labelled
   * 0.09–0.37, median 0.22; any value from 0.125 to 0.25 reads eight to eleven of the twelve
   * toe-ups right). The lead arm is parallel to the ground, on the way up and on the way down,
   * with the hands at the lead shoulder's height, seven tenths of the way (labelled 0.47–0.88,
   * median 0.70).
   */
  TOE_UP_RISE: 0.15,
  LEAD_ARM_PARALLEL_RISE: 0.7,
  /**
   * The shaft parallel to the ground in the follow-through (mid-follow-through) comes just after
   * impact, the hands back up halfway (labelled 0.07–0.67, median 0.57). Not the lead arm's
   * height: the arms fold through the ball, and at 0.7 seven of its twelve labels are missed.
   */
  SHAFT_PARALLEL_THROUGH_RISE: 0.5,
  /** The address is looked for before the hands move at a tenth of their peak backswing speed. */
  HANDS_START_FRACTION: 0.1,
  /**
   * The takeaway: the hands have left their place at address once they stand this share of the
   * golfer's height from it, the label's own bar: half a percent, about a centimetre. Any share
   * from 0.3 % to 1.25 % reads seven to nine of the twelve dev clips' takeaways right (decision
   * 2407).
   */
  TAKEAWAY_MOVE_OF_HEIGHT: 0.005,
  /** The hands have arrived at the finish once they slow to a tenth of their peak downswing speed. */
  HANDS_ARRIVED_FRACTION: 0.1,
  /** The stillness at address is the median motion over this many real seconds before it... */
  ADDRESS_STILL_S: 0.5,
  /** ...and a follow-through whose motion never falls below this multiple of it has not ended in the clip. */
  NEVER_SETTLED_RATIO: 2,
  /**
   * The club's resting level is the least it moves within this many real seconds after the hands
   * arrive at the finish: the finish the golfer holds. Read over the rest of the clip, a clip of
   * several swings took its level from the next swing's still address and put the first swing's
   * finish 10–28 frames late (decision 2414). From 1 to 2 s the twelve dev clips read alike.
   */
  FINISH_REST_S: 1.5,
  /**
   * ...or less: the golfer has lowered the club once his hands stand this many torso lengths below
   * the highest they reached since they arrived. In a held finish the pose's hands wander by up to
   * 0.26 on the twelve dev clips (a small or far golfer, a slow drift); lowering the club drops
   * them 0.51–1.17. Any value from 0.3 to 0.5 reads the twelve alike (decision 2400).
   */
  FINISH_LOWERED: 0.4,
  /** The club is at rest when its motion has shed all but this share of its follow-through range. */
  CLUB_REST_FRACTION: 0.08,
  /** The club's change of direction is looked for this many seconds either side of the hands' peak. */
  TOP_SEARCH_S: 0.2,
  /** Walking back to the address, a fall in motion smaller than this share of the rise is noise... */
  CLUB_START_STEP: 0.05,
  /** ...as is one within this many times the typical frame-to-frame jitter before the swing... */
  CLUB_NOISE_FACTOR: 3,
  /** ...and the walk looks this many seconds back at each step. */
  CLUB_LOOKBACK_S: 0.12,
  /** The longest real backswing, in seconds: the climb to the top starts within it. */
  MAX_BACKSWING_S: 3,
  /**
   * In slow motion the club's start is read against the noise of the still address: the quietest
   * stretch of this long (real seconds, and at most this many seconds of the clip)...
   */
  QUIET_STRETCH_S: 0.3,
  QUIET_STRETCH_MAX_CLIP_S: 1,
  /** ...looked for within this many real seconds before the hands start... */
  QUIET_SEARCH_S: 1,
  /** ...sets the level: its median plus this many times its spread (90th percentile less median). */
  START_SPREADS: 2,
  /**
   * A slow-motion clip whose quietest stretch is the one that runs into the takeaway was cut to
   * begin at the address: the club has started back once its cell changes this many times as much
   * as at the stillest of its frames before the hands start (a signal twice the noise). Only the
   * letterboxed slow-motion driver of the twelve dev clips starts so close to its takeaway.
   */
  START_OVER_FLOOR: 2,
  /** ...and dips below the level shorter than this (real seconds) do not end the takeaway. */
  START_GAP_S: 0.1,
  /** The bottom of the hands' path is flat: frames within this many torso lengths of it count. */
  BOTTOM_TOLERANCE: 0.02,
};

export type EventConstants = Readonly<Record<keyof typeof EVENT_CONSTANTS, number>>;
