import type { KnowledgeEntry } from './types';

/** The Rules of Golf (R&A and USGA, 2023 edition) a club golfer meets most often. */
export const RULES: KnowledgeEntry[] = [
  {
    id: 'rules-lost-out-of-bounds',
    category: 'rules',
    title: 'Lost ball and out of bounds',
    keywords: 'out of bounds ob white stakes lost ball cannot find my ball provisional ball stroke and distance penalty three minutes search',
    advice:
      'A ball out of bounds, or not found within three minutes of searching, costs one penalty stroke and you play again from where you last played (stroke and distance). If it might be lost or out of bounds, say you are playing a provisional ball and hit it before going forward: it saves the walk back. Some clubs adopt a local rule letting you drop near where the ball was lost for two penalty strokes instead; check the card.',
  },
  {
    id: 'rules-penalty-areas',
    category: 'rules',
    title: 'Penalty areas (red and yellow stakes)',
    keywords: 'penalty area water hazard pond lake stream ditch red stakes yellow stakes drop lateral relief',
    advice:
      'You may play the ball as it lies in a penalty area, and ground your club there, without penalty. For one penalty stroke you can instead play again from where you last played, or drop back on the line from the flag through where the ball last crossed the edge, as far back as you like. Red stakes add lateral relief: a drop within two club-lengths of where it crossed, no nearer the hole.',
  },
  {
    id: 'rules-unplayable',
    category: 'rules',
    title: 'Unplayable ball',
    keywords: 'unplayable lie declare unplayable under a bush tree roots stuck ball one stroke penalty',
    advice:
      'You may declare your ball unplayable anywhere except in a penalty area; you alone decide. For one penalty stroke: play again from where you last played, drop back on the line from the flag through the ball, or drop within two club-lengths no nearer the hole. In a bunker the last two options keep you in the bunker, or for two penalty strokes in total you may drop back on the line outside it.',
  },
  {
    id: 'rules-free-relief',
    category: 'rules',
    title: 'Free relief: cart paths, ground under repair, a plugged ball',
    keywords: 'free relief cart path ground under repair gur casual water temporary water sprinkler embedded plugged ball nearest point of relief',
    advice:
      'A cart path, ground under repair or temporary water that touches your ball, your stance or your swing gives free relief: find the nearest point where it no longer interferes, no nearer the hole, and drop within one club-length of it. A ball embedded in its own pitch mark anywhere in the general area (fairway or rough) gets free relief too: drop within one club-length of the spot just behind it.',
  },
  {
    id: 'rules-bunker-and-green',
    category: 'rules',
    title: 'In the bunker and on the green',
    keywords: 'touch the sand ground the club in a bunker loose impediments flagstick flag in putting with the flag repair marks',
    advice:
      'In a bunker you may not touch the sand with the club just in front of or behind the ball, in a practice swing or in the backswing: two penalty strokes. You may move leaves and stones there. On the green you may putt with the flagstick in without penalty, and repair pitch marks and spike marks on your line before you putt.',
  },
];
