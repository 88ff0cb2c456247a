/**
 * What a handicap changes in strategy and practice advice (decision 2901). On the course the bands
 * follow how handicap strokes fall (above 18 a stroke on every hole, from 1 to 18 on that many
 * holes by stroke index); in practice, how much of a round is spent near the green.
 */
export function strategyForHandicap(handicap: number): string {
  if (handicap > 18)
    return `With a handicap of ${handicap} you receive a stroke on every hole, so a bogey is your par: plan each hole to reach the green in one shot more than par, away from trouble, and two-putt.`;
  if (handicap >= 10)
    return `With a handicap of ${handicap} you receive a stroke on the ${Math.round(handicap)} hardest holes (stroke index 1 to ${Math.round(handicap)}): play those for a bogey without forcing anything, and the others for par.`;
  return `With a handicap of ${handicap}, the shots you lose are in small margins: count fairways, greens and putts for a few rounds and plan around the one that costs you most.`;
}

export function practiceForHandicap(handicap: number): string {
  if (handicap > 18)
    return `At a handicap of ${handicap}, most of your shots are played within 50 metres of the hole: give at least half of your practice to chipping, pitching and putting.`;
  if (handicap >= 10)
    return `At a handicap of ${handicap}, split your practice about evenly between approach shots and the short game, and keep a third for the driver.`;
  return `At a handicap of ${handicap}, practise what your round statistics say costs you most, and do it under pressure: games with a score, not a bucket of balls.`;
}
