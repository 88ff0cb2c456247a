import type { KnowledgeEntry } from './types';

/** The golfer's body and mind. */
export const FITNESS_AND_MIND: KnowledgeEntry[] = [
  {
    id: 'mobility',
    category: 'fitness',
    title: 'Mobility for a fuller turn',
    keywords: 'mobility flexibility hip mobility thoracic rotation stretch turn more flexible',
    advice:
      'A fuller turn needs rotation in the upper back (thoracic spine) and hips. Five minutes a day of open-book stretches and hip 90/90 switches makes a measurable difference within weeks.',
    drill: 'Daily: 10 open-book stretches per side, 10 hip 90/90 switches, 10 slow club-across-the-chest turns.',
    faults: ['limited_turn'],
    metrics: ['shoulderTurn', 'hipTurn'],
  },
  {
    id: 'core-strength',
    category: 'fitness',
    title: 'Strength and speed training',
    keywords: 'strength gym core exercises speed training power workout fitness golf fitness',
    advice:
      'Twice a week: legs (split squats), hinge (deadlifts or hip bridges), core anti-rotation (Pallof press) and rotational power (medicine-ball throws). Strength supports the posture your swing needs through impact.',
  },
  {
    id: 'back-pain',
    category: 'fitness',
    title: 'Back pain and golf',
    keywords: 'back pain lower back hurts injury sore back pain after golf',
    advice:
      'Lower-back pain often comes from a reverse spine angle or from the hips not turning enough, so the back twists instead. Pain that persists needs a physiotherapist; meanwhile shorten the swing and warm up properly.',
    faults: ['reverse_spine', 'limited_turn'],
    metrics: ['spineTiltTop', 'hipTurn'],
  },
  {
    id: 'first-tee-nerves',
    category: 'mental game',
    title: 'First-tee nerves',
    keywords: 'nerves nervous first tee anxiety pressure tense shaky people watching',
    advice:
      'Nerves speed you up: slow your breathing (four seconds in, six out), take the club you are most confident with, and commit to a target rather than to a swing thought.',
    drill: 'Box breathing before every tee shot of your next round: 4 in, 4 hold, 6 out, twice, then your routine.',
  },
  {
    id: 'focus',
    category: 'mental game',
    title: 'Focus and swing thoughts',
    keywords: 'focus focused concentration concentrate 18 holes swing thoughts thinking too much overthinking one thought mental',
    advice:
      'Take one swing thought to the course, about a feel or a target, never a checklist. Think in the practice swing, then play the real one on the target. Between shots, switch off and talk about anything else; switch on again when you start your routine.',
  },
  {
    id: 'bad-holes',
    category: 'mental game',
    title: 'Recovering from a bad hole',
    keywords: 'bad hole frustration angry bounce back blow up temper confidence mental game',
    advice: 'Give a bad shot ten steps to be angry, then let it go and plan the next shot only. Play the next tee shot conservatively to rebuild rhythm.',
  },
  {
    id: 'confidence',
    category: 'mental game',
    title: 'Confidence and pressure',
    keywords: 'confidence pressure choking under pressure competition tournament play worse on the course than in practice trust your swing',
    advice:
      'Confidence comes from evidence: practise under mild pressure (games with a score) so the course feels familiar, and remember the shots you hit well rather than the misses.',
    drill: 'Pressure game: nine putts from 1.5 m, you must hole seven; start again when you fail.',
  },
];
