import type { KnowledgeEntry } from './types';

/** Clubs, shafts, balls and fitting. */
export const EQUIPMENT: KnowledgeEntry[] = [
  {
    id: 'club-fitting',
    category: 'equipment',
    title: 'Club fitting',
    keywords: 'club fitting fitted clubs custom fit lie angle length shaft flex launch monitor',
    advice:
      'A fitting matches length, lie, shaft flex and head to your swing; the biggest gains are usually in the driver and in lie angle for irons. Work on your swing first if it changes a lot, then get fitted once it is stable.',
  },
  {
    id: 'driver-choice',
    category: 'equipment',
    title: 'Choosing a driver and its loft',
    keywords: 'driver loft 9 degrees 10.5 12 adjustable driver forgiveness choose a driver',
    advice:
      'Most amateurs gain carry with more loft (10.5 to 12 degrees), not less: it launches higher with less sidespin. Pick the head you hit most often in the centre, not the longest single shot.',
  },
  {
    id: 'shaft-flex',
    category: 'equipment',
    title: 'Shaft flex',
    keywords: 'shaft flex stiff regular senior ladies shaft weight kick point',
    advice:
      'Flex should match your clubhead speed and tempo: a shaft too stiff feels dead and goes right, one too soft balloons and goes left. A smooth tempo suits a softer flex than a quick transition at the same speed.',
  },
  {
    id: 'hybrids-long-irons',
    category: 'equipment',
    title: 'Hybrids versus long irons',
    keywords: 'hybrid long irons 3 iron 4 iron rescue utility fairway wood',
    advice:
      'A hybrid launches higher and forgives off-centre hits far more than a 3 or 4 iron; most golfers above single figures score better replacing long irons with hybrids.',
  },
  {
    id: 'golf-ball',
    category: 'equipment',
    title: 'Choosing a golf ball',
    keywords: 'golf ball which ball soft ball tour ball premium ball v1 urethane worth the money spin compression',
    advice:
      'Choose the ball on how it behaves around the green: a urethane ball spins more on chips and pitches. Play one model every round so distances and greenside spin stay the same.',
  },
  {
    id: 'wedge-bounce',
    category: 'equipment',
    title: 'Wedge bounce and grinds',
    keywords: 'wedge bounce grind sand wedge lob wedge degrees of bounce digging',
    advice:
      'Bounce stops the wedge digging: more bounce (10–14 degrees) suits soft sand and steep swings, less bounce suits firm turf and shallow swingers who open the face.',
  },
  {
    id: 'grips-equipment',
    category: 'equipment',
    title: 'Grip size and worn grips',
    keywords: 'grips regrip grip size thick thin worn grips slippery',
    advice:
      'Replace grips about once a year if you play weekly: a slippery grip makes you squeeze, which slows the release. A grip too thin can encourage a hook, too thick a slice.',
  },
];
