import type { KnowledgeEntry } from './types';

/** Playing the course: strategy, routines, conditions. */
export const COURSE_MANAGEMENT: KnowledgeEntry[] = [
  {
    id: 'tee-strategy',
    category: 'course management',
    title: 'Tee-shot strategy',
    keywords: 'tee shot strategy driver off the tee iron off the tee fairway hit fairways trouble',
    advice:
      'Take driver when the landing area is wide; on tight holes or when trouble sits where your driver finishes, a club that keeps you in play costs fewer shots than a penalty. Aim away from the worst miss.',
  },
  {
    id: 'aim-at-greens',
    category: 'course management',
    title: 'Where to aim at greens',
    keywords: 'approach shots aim at the green middle of the green pin hunting flag greens in regulation',
    advice:
      'Aim at the middle of the green unless you have a wedge in hand; the spread of an amateur’s 7 iron is wider than most pin positions allow. Take enough club to reach the back half: most misses are short.',
  },
  {
    id: 'par-fives',
    category: 'course management',
    title: 'Playing par 5s',
    keywords: 'par 5 lay up second shot reach in two favourite wedge distance',
    advice:
      'Unless you can reach comfortably, lay up to your favourite full wedge distance rather than as close as possible; a full swing spins and stops better than an awkward half shot.',
  },
  {
    id: 'pre-shot-routine',
    category: 'course management',
    title: 'Pre-shot routine',
    keywords: 'pre shot routine routine before the shot consistent process visualise',
    advice:
      'A routine of the same steps and about the same time before every shot (see the shot, one rehearsal, aim, go) keeps tension low and your attention on the target.',
    drill: 'On the range, hit the last 10 balls of every session with the full routine, changing club and target each time.',
  },
  {
    id: 'wind-play',
    category: 'course management',
    title: 'Playing in the wind',
    keywords: 'wind windy into the wind downwind crosswind low shot knockdown',
    advice: 'Into the wind, take more club and swing easier: a smooth swing spins the ball less and keeps it lower. "When it is breezy, swing easy."',
    drill: 'Knockdowns: 10 balls with one club more, ball slightly back, three-quarter swing and a short, held finish.',
  },
  {
    id: 'scoring',
    category: 'course management',
    title: 'Lowering your score and handicap',
    keywords: 'lower score break 100 break 90 break 80 handicap shoot lower scores strategy',
    advice:
      'Scores fall fastest by removing double bogeys: keep the ball in play off the tee, get out of trouble in one, and avoid three-putts. Track fairways, greens, putts and penalties to see where your shots go.',
  },
];
