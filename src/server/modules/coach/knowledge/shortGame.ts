import type { KnowledgeEntry } from './types';

/** Chipping, pitching, bunkers and wedges. */
export const SHORT_GAME: KnowledgeEntry[] = [
  {
    id: 'chipping',
    category: 'short game',
    title: 'Chipping',
    keywords: 'chipping chip shot around the green short game up and down chip and run',
    advice:
      'For a basic chip, narrow the stance, put 70 % of your weight on the lead foot, ball back of centre and hands ahead, then rock the shoulders like a putt with little wrist. Land it a metre onto the green and let it roll.',
    drill: 'Landing-spot drill: a towel one metre onto the green; 20 chips with three different clubs, counting how many land on it.',
  },
  {
    id: 'pitching',
    category: 'short game',
    title: 'Pitching',
    keywords: 'pitching pitch shot 30 40 50 yards wedge half swing soft landing',
    advice:
      'A pitch is a small version of the full swing with more wrist hinge and the body turning through. Control distance with the length of the backswing, not with speed, and keep accelerating to a finish.',
    drill: 'Clock drill: hit 10 balls each with the lead arm to 8, 9 and 10 o’clock and write down the carry of each.',
  },
  {
    id: 'bunker',
    category: 'short game',
    title: 'Greenside bunker shots',
    keywords: 'bunker sand trap greenside bunker explosion shot sand wedge splash out of the sand fried egg buried plugged lie',
    advice:
      'Open the face before you grip, dig the feet in, ball forward, and strike the sand about 5 cm behind the ball, swinging through to a full finish. The sand carries the ball out; you never touch it. From a buried (fried egg) lie, square the face and hit down steeply just behind the ball: it comes out low and runs.',
    drill: 'Line in the sand: draw lines and hit 20 swings without a ball, each entering on the line and throwing sand onto the green.',
  },
  {
    id: 'wedge-distances',
    category: 'short game',
    title: 'Wedge distance control',
    keywords: 'wedge distances distance control scoring clubs inside 100 yards partial shots gap wedge',
    advice:
      'Build a yardage chart: three backswing lengths with each wedge give nine or twelve known distances inside 100 yards. Scoring comes from knowing them, not from full swings.',
    drill: 'Ladder: targets at 30, 50 and 70 m; five balls to each with the backswing you chose for it, noting where they finish.',
  },
  {
    id: 'flop-shot',
    category: 'short game',
    title: 'Flop and lob shots',
    keywords: 'flop shot lob high soft short sided over a bunker lob wedge',
    advice:
      'Only flop when you must: open the face and stance, ball forward, weight centred, and make a long, unhurried swing under the ball. Most of the time a lower chip is the safer percentage shot.',
    drill: 'From a good lie only: 10 flops over a headcover to a target three metres away, then 10 standard chips to compare.',
  },
  {
    id: 'bump-and-run',
    category: 'short game',
    title: 'Bump and run',
    keywords: 'bump and run low chip 7 iron chip running shot links fringe',
    advice:
      'With plenty of green between you and the hole, a 7 or 8 iron played like a putt gets the ball rolling early, which is far easier to judge than a high wedge.',
    drill: 'Same target, three clubs: 8 iron, pitching wedge and sand wedge, five balls each; keep the club that leaves you closest.',
  },
];
