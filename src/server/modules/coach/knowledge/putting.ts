import type { KnowledgeEntry } from './types';

/** The putting stroke, speed, reading greens and the yips. */
export const PUTTING: KnowledgeEntry[] = [
  {
    id: 'putting-yips',
    category: 'putting',
    title: 'Putting yips',
    keywords: 'yips putting yips twitch jerk flinch short putts nerves hands shaking anxiety',
    advice:
      'The yips are an involuntary flinch of the small muscles at the moment of the stroke, made worse by focusing on the result. Change what the hands do (a claw or arm-lock grip), and move your focus to a target or a sound rather than the hole.',
    drill: 'Eyes-on-target: 20 putts from one metre looking at the hole, not the ball, then 20 listening for the ball to drop before looking up.',
  },
  {
    id: 'putting-speed',
    category: 'putting',
    title: 'Speed control and lag putting',
    keywords: 'lag putting speed control three putts long putts distance putting pace',
    advice:
      'Three-putts come from speed, not line. Aim to finish long putts within a one-metre circle and let the ball die just past the hole; control the length with the backswing and keep the rhythm the same.',
    drill: 'Ladder drill: putt to 5, 10 and 15 metres, each ball finishing past the last one and short of the fringe; repeat until you complete it twice.',
  },
  {
    id: 'short-putts',
    category: 'putting',
    title: 'Holing short putts',
    keywords: 'short putts missing short putts one metre three feet knee knockers holing out',
    advice:
      'From a metre, pick a firm line inside the hole, keep the head still until you hear it drop and accelerate through the ball. Firm speed takes most of the break out.',
    drill: 'Clock drill: 8 balls around the hole at one metre; start again after any miss. Move to 1.5 m when you can do it twice.',
  },
  {
    id: 'putting-stroke',
    category: 'putting',
    title: 'The putting stroke',
    keywords: 'putting stroke pendulum shoulders rock putter face path arc setup eyes over the ball decelerating accelerate',
    advice:
      'Set your eyes over or just inside the ball, rock the shoulders like a pendulum and keep the wrists quiet. The putter face at impact decides about 90 % of the start line, so a square face matters more than the path. Make the through-stroke at least as long as the backstroke: a long backstroke that slows into the ball (decelerating) twists the face.',
    drill: 'Gate drill: two tees just wider than the putter head, 20 strokes through the gate without touching them.',
  },
  {
    id: 'green-reading',
    category: 'putting',
    title: 'Reading greens',
    keywords: 'reading greens break slope read the green aim point grain uphill downhill',
    advice:
      'Read the slope from below the hole and from the low side, where break is easiest to see, and feel it with your feet as you walk. Most amateurs under-read break: play more of it and at a speed that would finish a little past.',
    drill: 'Around the hole: from four positions at three metres, read and putt; mark whether each miss was on the high or low side.',
  },
];
