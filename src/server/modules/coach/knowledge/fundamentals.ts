import type { KnowledgeEntry } from './types';

/** Set-up and the basic moves every swing is built on. */
export const FUNDAMENTALS: KnowledgeEntry[] = [
  {
    id: 'grip',
    category: 'fundamentals',
    title: 'The grip',
    keywords: 'grip hold the club neutral strong weak interlock overlap vardon knuckles grip pressure',
    advice:
      'A neutral grip shows two to three knuckles of the lead hand, with the V of the trail hand pointing at your trail shoulder. Hold the club in the fingers, not the palm, at about 4 out of 10 pressure.',
    drill: 'Grip check: 20 times a day, set the grip, look down for the knuckles and the V, then waggle without changing it.',
  },
  {
    id: 'posture-setup',
    category: 'fundamentals',
    title: 'Posture at address',
    keywords: 'posture address setup set up bend from the hips knee flex spine tilt hunched upright athletic',
    advice:
      'Bend from the hips (about 30–45 degrees of spine tilt), flex the knees slightly and let the arms hang under the shoulders. Too upright makes you lift; hunched over makes you stand up in the downswing.',
    drill:
      'Club down the spine: hold a club along your back touching head, shoulder blades and tailbone, hinge until you see the ball, then grip up; 10 set-ups.',
    faults: ['upright_posture', 'hunched_posture', 'straight_knees'],
    metrics: ['spineAngleAddress', 'kneeFlex'],
  },
  {
    id: 'stance-width',
    category: 'fundamentals',
    title: 'Stance width',
    keywords: 'stance width feet apart narrow stance wide stance how far apart',
    advice:
      'For mid irons the insides of the heels sit about shoulder-width apart; a driver a little wider, wedges a little narrower. Too narrow costs balance, too wide stops the hips turning.',
    drill: 'Set two alignment sticks at shoulder width and address 10 balls with the heels inside them.',
    faults: ['narrow_stance', 'wide_stance'],
    metrics: ['stanceWidth'],
  },
  {
    id: 'ball-position',
    category: 'fundamentals',
    title: 'Ball position',
    keywords: 'ball position where to put the ball forward back in stance driver irons wedges',
    advice:
      'The ball moves forward as the club gets longer: wedges in the middle, mid irons one ball forward of centre, woods two balls forward, driver off the inside of the lead heel. A ball too far back gives pushes and low shots; too far forward gives pulls and thin shots.',
    drill: 'Club on the ground across the feet, pointing at the ball: hit five balls with each of wedge, 7 iron and driver checking the position.',
  },
  {
    id: 'alignment',
    category: 'fundamentals',
    title: 'Alignment and aim',
    keywords: 'alignment aim aiming lined up feet shoulders target line parallel left right',
    advice:
      'Aim the clubface at the target first, then set feet, hips and shoulders parallel to the target line (like railway tracks). Most amateurs aim right and then swing over the top to compensate.',
    drill: 'Two alignment sticks, one on the target line and one along the toes; every fifth ball step away and re-aim without the sticks.',
  },
  {
    id: 'takeaway',
    category: 'fundamentals',
    title: 'The takeaway',
    keywords: 'takeaway starting the backswing first move one piece takeaway club path low and slow',
    advice:
      'Start back with the shoulders, arms and club moving together for the first metre, the clubhead outside the hands. A takeaway snatched inside with the hands sets up most path problems.',
    drill: 'Pre-set at hip height: 10 rehearsals stopping with the shaft parallel to the ground and the toe up, then swing on.',
  },
  {
    id: 'transition',
    category: 'fundamentals',
    title: 'The transition',
    keywords: 'transition top of the backswing change of direction start the downswing sequence kinematic',
    advice:
      'The downswing starts from the ground up: lead hip, then torso, then arms, then club. Starting with the arms or shoulders is the root of casting and coming over the top.',
    drill: 'Step drill: start with feet together, step the lead foot towards the target as the club reaches the top, then swing; 10 balls.',
    faults: ['over_the_top', 'casting'],
  },
  {
    id: 'impact',
    category: 'fundamentals',
    title: 'Impact position',
    keywords: 'impact position hands ahead shaft lean compress the ball ball then turf strike',
    advice:
      'At impact with an iron, the hands are ahead of the ball, the shaft leans towards the target, the hips are open about 40 degrees and most of the weight is on the lead side. That is what makes a ball-then-turf strike.',
    drill: 'Slow-motion impact: 10 swings at 20 % speed stopping at impact and checking hands ahead of the ball in a mirror.',
  },
  {
    id: 'driver-vs-irons',
    category: 'fundamentals',
    title: 'Driver swing versus iron swing',
    keywords: 'driver versus irons difference between driver and iron swing hit up on driver down on irons tee height',
    advice:
      'It is one swing with a different set-up: with an iron the ball is near centre and you strike slightly down; with a driver the ball is off the lead heel, teed so half of it is above the crown, the spine tilts away from the target and you sweep slightly up.',
    drill: 'Alternate clubs: five balls with a 7 iron, five with the driver, re-setting ball position and tilt each time.',
  },
];
