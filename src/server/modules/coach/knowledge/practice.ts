import type { KnowledgeEntry } from './types';

/** How to practise so it transfers to the course. */
export const PRACTICE: KnowledgeEntry[] = [
  {
    id: 'practice-plan',
    category: 'practice',
    title: 'A weekly practice plan',
    keywords: 'practice plan how to practise practice routine what to work on weekly plan schedule',
    advice:
      'Split your time roughly half short game and putting, half full swing, and work on one swing change at a time. Each session: 10 minutes warming up, 20 minutes on the drill for your main fault, then 15 minutes of on-course style practice.',
    drill:
      'This week: three 45-minute sessions; in each, 30 balls on your main-fault drill, 30 with your routine to changing targets, 20 minutes chipping and putting.',
  },
  {
    id: 'range-practice',
    category: 'practice',
    title: 'Making range practice count',
    keywords: 'range practice driving range bucket of balls beat balls block practice random practice',
    advice:
      'Hitting the same club at the same target builds confidence but transfers little. After warming up, change club and target every ball, as on the course, and always use an alignment stick.',
  },
  {
    id: 'home-practice',
    category: 'practice',
    title: 'Practising at home',
    keywords: 'practice at home indoor no range mirror living room net rehearsal',
    advice:
      'Slow-motion rehearsals in front of a mirror change the movement faster than balls do: five minutes a day on the one position your analysis flags, plus putting on a carpet to a coin.',
    drill: 'Mirror drill: 20 slow swings a day, stopping at the position your analysis flags and checking it against the reference.',
  },
  {
    id: 'filming-progress',
    category: 'practice',
    title: 'Measuring progress with video',
    keywords: 'film my swing video progress track improvement measure compare swings',
    advice:
      'Film from the same place each time (face-on at hip height, or down the line behind the hands) and compare one measurement at a time. Upload a swing after each practice week to see whether the number moved.',
  },
  {
    id: 'warm-up',
    category: 'practice',
    title: 'Warming up before a round',
    keywords: 'warm up before a round stretching first tee preparation pre round',
    advice:
      'Ten minutes is enough: dynamic stretches for hips and shoulders, a few wedges at half speed, some mid irons, three drivers, then two minutes of putting for speed.',
  },
];
