import { describe, expect, it } from 'vitest';
import type { SwingAnalysis } from '../shared/analysis';
import { clubProfile } from './clubs';
import { FAULT_RULES } from './faults';
import { FEEL_CUES } from './feelCues';
import type { GolferInfo } from './golfer';
import { analyzeSwing, type AnalyzeOptions } from './index';
import { syntheticGolfer, type GolferOptions } from './syntheticGolfer';

function analyse(golfer: Partial<GolferOptions>, options: AnalyzeOptions = {}): SwingAnalysis {
  const outcome = analyzeSwing(syntheticGolfer(golfer).track, options);
  if (outcome.kind !== 'swing') throw new Error(`expected a swing, got not_golf: ${outcome.reason}`);
  return outcome.analysis;
}

/** Data, not text: the events, the raw measurements and the enum fields. */
const NOT_TEXT = new Set(['events', 'metrics', 'code', 'severity', 'area', 'priority', 'view', 'handedness', 'analysisKind']);

/** Every sentence of every text in a reply. */
function sentences(value: unknown, key = ''): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === 'string')
    return value
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((item) => sentences(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => sentences(v, k));
  return [];
}

const codes = (a: SwingAnalysis) => a.analysisResults.faults.map((f) => f.code);

describe('no sentence twice in one result', () => {
  const swings: Partial<GolferOptions>[] = [
    {},
    { view: 'down-the-line' },
    { sway: 25, headMove: 30, leadArmBend: 50 },
    { view: 'down-the-line', earlyExtension: 20, overTheTop: 20 },
    { slide: 45, reverseSpine: 18, chickenWing: 70 },
    { hold: 0.1, cast: true, shoulderTurn: 50 },
    { backswing: 0.6, downswing: 0.4, headLift: 18 },
    { handedness: 'left', sway: 15 },
    { view: 'down-the-line', handedness: 'left', overTheTop: 12 },
  ];
  const contexts: AnalyzeOptions[] = [
    {},
    { club: 'Driver' },
    { club: '7 Iron', golfer: { handicap: 30 } },
    { club: 'Sand Wedge', golfer: { handicap: 3, focusAreas: ['Swing tempo'] } },
    { club: 'Pitching Wedge', swingLength: 'Half swing', golfer: { handicap: 12 } },
    { swingLength: 'Three-quarter swing', history: [['limited_turn']] },
    { club: '3 Wood', golfer: { experience: 'intermediate', goals: 'More distance' }, history: [['sway', 'over_the_top', 'head_movement'], ['sway']] },
  ];
  it.each(swings.flatMap((swing) => contexts.map((ctx) => [JSON.stringify(swing), JSON.stringify(ctx), swing, ctx] as const)))(
    'swing %s, golfer %s',
    (_, __, swing, ctx) => {
      const all = sentences(analyse(swing, ctx));
      const repeated = all.filter((s, i) => all.indexOf(s) !== i);
      expect(all.length).toBeGreaterThan(20);
      expect(repeated).toEqual([]);
    },
  );

  it('sees a repeated sentence when there is one (the walker reads every field)', () => {
    const a = analyse({ sway: 25 });
    const copy = { ...a, visualCoaching: `${a.visualCoaching} ${a.analysisResults.faults[0]?.drill}` };
    const all = sentences(copy);
    expect(all.filter((s, i) => all.indexOf(s) !== i)).toHaveLength(1);
  });
});

describe('each fault once, with its own feel', () => {
  it('has a feel cue for every rule, different from its drill', () => {
    for (const rule of FAULT_RULES) {
      expect(FEEL_CUES[rule.code], rule.code).toMatch(/^Feel /);
      expect(FEEL_CUES[rule.code]).not.toBe(rule.drill);
    }
  });

  it('shows "Feel" and "Correction" with different texts', () => {
    const { nextMove, predictiveCoaching } = analyse({ sway: 25 }).analysisResults;
    expect(nextMove.visualCue).not.toBe(predictiveCoaching.correctionNeeded);
    expect(predictiveCoaching.correctionNeeded).toMatch(/hip sway card.*, (a|three quarters of a) head-width today/);
  });
});

describe('the club', () => {
  it('reads the club group from the upload label', () => {
    expect(clubProfile('Driver')?.name).toBe('the driver');
    expect(clubProfile('5 Wood')?.priorities[0]).toBe('accuracy');
    expect(clubProfile('Hybrid')).toEqual(expect.objectContaining({ name: 'a Hybrid' }));
    expect(clubProfile('Lob Wedge')?.references.stanceWidth).toBe('0.7–1.2');
    expect(clubProfile('7 Iron')?.limits).toEqual({});
    expect(clubProfile('Putter')).toBeUndefined();
    expect(clubProfile(null)).toBeUndefined();
  });

  it('judges the same swing against the driver set-up and the 7 iron set-up, and says so', () => {
    // The generated golfer stands with the feet 0.9 shoulder widths apart: fine for an iron, narrow for a driver.
    const driver = analyse({}, { club: 'Driver' });
    const iron = analyse({}, { club: '7 Iron' });
    expect(codes(iron)).not.toContain('narrow_stance');
    const stance = driver.analysisResults.faults.find((f) => f.code === 'narrow_stance');
    expect(stance?.evidence).toMatch(/the usual range with the driver is 1\.1 shoulder widths to 1\.7 shoulder widths and the limit 1 shoulder width\./);
    expect(driver.feedback).toContain('with the driver');
    expect(iron.feedback).toContain('with a 7 Iron');
    expect(driver.analysisResults.overallScore).toBeLessThan(iron.analysisResults.overallScore);
  });

  it('puts power first with the driver and the strike first with an iron, naming the club as the reason', () => {
    const swing = { sway: 15, leadArmBend: 35 };
    const driver = analyse(swing, { club: 'Driver' });
    const iron = analyse(swing, { club: '7 Iron' });
    expect(driver.analysisResults.nextMove.action).toBe('Work on: Bent lead arm at the top');
    expect(driver.analysisResults.nextMove.description).toContain('the driver is built for distance');
    expect(iron.analysisResults.nextMove.action).toBe('Work on: Hip sway');
  });
});

describe('the golf profile', () => {
  const swing = { sway: 15, slide: 38 };
  const newer: GolferInfo = { handicap: 30 };
  const skilled: GolferInfo = { handicap: 4, focusAreas: ['Driver accuracy'] };

  it('orders the work by level and goals, and says why', () => {
    const a = analyse(swing, { club: '7 Iron', golfer: newer });
    const b = analyse(swing, { club: '7 Iron', golfer: skilled });
    expect(codes(a).sort()).toEqual(codes(b).sort());
    expect(a.analysisResults.nextMove.action).toBe('Work on: Hip sway');
    expect(a.analysisResults.nextMove.description).toContain('set-up and balance come first at a handicap of 30');
    expect(b.analysisResults.nextMove.action).toBe('Work on: Hip slide');
    expect(b.analysisResults.nextMove.description).toContain('your profile names accuracy as a focus');
  });

  const target = (golfer: GolferInfo, code: string) => analyse(swing, { golfer }).analysisResults.faults.find((f) => f.code === code)?.target;

  it('sets a first step for a newer golfer and the full range for a skilled one', () => {
    // Hip slide's limit (30 % of a torso, a head-width) lies past its range (5–25 %).
    expect(target(newer, 'slide')).toBe('Next session: get the hip slide towards the target at impact under a head-width; the finer range can wait.');
    expect(target({}, 'slide')).toBe(
      'Next session: the hip slide towards the target at impact under a head-width, heading for a quarter of a head-width to three quarters of a head-width.',
    );
    expect(target(skilled, 'slide')).toBe(
      'Next session: the hip slide towards the target at impact a quarter of a head-width to three quarters of a head-width.',
    );
    expect(analyse(swing, { golfer: newer }).revolutionaryCoaching).toMatch(/: hip sway \(at the top\)\. The other fault waits/);
  });

  it('says a limit that reads as the edge of the range once, as the one step for every golfer', () => {
    // Hip sway's limit is its range's edge (10 % of a torso): "under a quarter, heading for under a quarter" would say nothing.
    for (const golfer of [newer, {}, skilled]) {
      expect(target(golfer, 'sway')).toBe('Next session: the hip sway away from the target under a quarter of a head-width.');
    }
    // Head movement's range (under 20 % of a torso) and its limit (25 %) are both three quarters of a
    // head-width without the golfer's height, and two numbers with it.
    const headMovement = (golfer: GolferInfo) => analyse({ headMove: 45 }, { golfer }).analysisResults.faults.find((f) => f.code === 'head_movement')!;
    expect(headMovement({}).evidence).toMatch(/; the usual range is under three quarters of a head-width\.$/);
    expect(headMovement({}).target).toBe('Next session: the head movement from address to impact under three quarters of a head-width.');
    expect(headMovement({ heightCm: 180 }).evidence).toMatch(/; the usual range is under 4\.5 in \(11 cm\) and the limit 5\.5 in \(14 cm\)\.$/);
    expect(headMovement({ heightCm: 180 }).target).toBe(
      'Next session: the head movement from address to impact under 5.5 in (14 cm), heading for under 4.5 in (11 cm).',
    );
  });

  it('lets the dominant hand set the handedness', () => {
    expect(analyse({}, { handedness: 'left' }).feedback).toContain('left-handed swing');
  });
});

describe('the member history and the view', () => {
  it('names a fault seen in recent sessions as recurring', () => {
    const a = analyse({ sway: 25 }, { history: [['sway'], [], ['sway', 'slide']] });
    expect(a.analysisResults.faults.find((f) => f.code === 'sway')?.history).toBe(
      'Hip sway also showed in 2 of your last 3 sessions: a habit to break, not a one-off.',
    );
    expect(analyse({ sway: 25 }).analysisResults.faults[0]?.history).toBeUndefined();
  });

  it('gives no position a better score than the swing, and a lower one where a fault shows', () => {
    const results = analyse({ sway: 25, headMove: 45 }).analysisResults;
    const score = (event: string) => results.positionDetails.find((p) => p.event === event)!.analysis.score;
    for (const position of results.positionDetails) expect(position.analysis.score, position.description).toBeLessThanOrEqual(results.overallScore);
    expect(score('address')).toBe(results.overallScore);
    expect(score('top')).toBeLessThan(results.overallScore);
  });

  it("says distances in inches and centimetres from the golfer's height", () => {
    const sway = analyse({ sway: 25 }, { golfer: { heightCm: 180 } }).analysisResults.faults.find((f) => f.code === 'sway');
    // 25 % of a torso (30 % of 180 cm) is 13.5 cm; the range's edge and limit, 10 %, is 5.4 cm.
    expect(sway?.evidence).toMatch(/^Hip sway away from the target: \d+(\.5)? in \(1[2-5] cm\) at the top; the usual range is under 2 in \(5 cm\)\.$/);
    expect(sway?.evidence).not.toContain('torso');
  });

  it('names what is already in range as a measurement with its range, never as an order to keep a fault', () => {
    // "Keep your hip drift while holding the finish" read as advice to drift.
    expect(analyse({ backswing: 0.6, downswing: 0.4, headLift: 18 }, { club: 'Driver' }).analysisResults.quickWins).toEqual([
      'Backswing time: 0.77 s, in the good range (0.70 s to 1.00 s), so keep it.',
      'Head movement from address to impact: half a head-width, in the good range (under three quarters of a head-width), so keep it.',
      'Hip drift while holding the finish: less than a quarter of a head-width, in the good range (under a quarter of a head-width), so keep it.',
    ]);
  });

  it('calls the best-scored area the strongest only when its own measurement is in its good range', () => {
    expect(analyse({}).feedback).toContain('Strongest area tempo at 10/10; most room in power');
    const tempo = (swing: SwingAnalysis) => swing.analysisResults.metrics.find((m) => m.key === 'tempoRatio')!;
    // A 2.3 to 1 tempo, 0.5 under 2.8 where one frame more or less in this 30 fps downswing moves it 0.3.
    const offRange = analyse({ backswing: 0.45, downswing: 0.25, headMove: 30, chickenWing: 70 });
    expect([tempo(offRange).value, tempo(offRange).allowance]).toEqual([2.3, 0.32]);
    expect(offRange.feedback).toContain(
      'Highest score in tempo at 8.9/10, though your tempo ratio (backswing : downswing) of 2.3:1 is outside the good range (2.8:1 to 3.2:1); most room in accuracy',
    );
    expect(offRange.feedback).not.toContain('Strongest area');
    // 2.5 to 1 is within a frame (0.36) of the range: not called outside it.
    const withinAFrame = analyse({ backswing: 0.5, downswing: 0.28, headMove: 30, chickenWing: 70 });
    expect([tempo(withinAFrame).value, tempo(withinAFrame).allowance]).toEqual([2.5, 0.36]);
    expect(withinAFrame.feedback).toContain('Strongest area tempo at 9.6/10; most room in balance');
    // Head movement of 20.5 % of a torso, said as the bound of "under three quarters of a head-width", is just over it.
    const justOver = analyse({ chickenWing: 70, backswing: 0.9, downswing: 0.2, headMove: 16 });
    expect(justOver.analysisResults.metrics.find((m) => m.key === 'headMovement')?.value).toBe(20.5);
    expect(justOver.feedback).toContain(
      'Highest score in balance at 9.9/10, though your head movement from address to impact of just over three quarters of a head-width is outside the good range (under three quarters of a head-width)',
    );
  });

  it('says a fault whose value reads as its limit is just past it, and names the measurement it was read on', () => {
    // Sway a little past 10 % of a torso and the limit are both "a quarter of a head-width" without a height.
    const sway = analyse({ sway: 10 }).analysisResults.faults.find((f) => f.code === 'sway');
    expect(sway?.evidence).toBe(
      'Hip sway away from the target: a quarter of a head-width at the top, just past its limit; the usual range is under a quarter of a head-width.',
    );
    expect(sway?.metric).toBe('hipSway');
    // A value the words tell from the limit is said alone.
    expect(analyse({ sway: 25 }).analysisResults.faults.find((f) => f.code === 'sway')?.evidence).toBe(
      'Hip sway away from the target: three quarters of a head-width at the top; the usual range is under a quarter of a head-width.',
    );
  });

  it('says a value kept just under an open range’s bound when the words say it as the bound', () => {
    // 18.8 % of a torso and the range's 20 % are both "three quarters of a head-width" without a height.
    const swing = analyse({ backswing: 0.6, downswing: 0.4, headLift: 18, headMove: 14 }, { club: 'Driver' }).analysisResults;
    expect(swing.metrics.find((m) => m.key === 'headMovement')?.value).toBe(18.8);
    expect(swing.quickWins).toContain(
      'Head movement from address to impact: just under three quarters of a head-width, in the good range (under three quarters of a head-width), so keep it.',
    );
  });

  it("praises a fault of the last session that is gone, with today's number", () => {
    const a = analyse({}, { history: [['sway']] });
    expect(a.feedback).toMatch(
      /Well done: the hip sway of your last session is gone, with the hip sway away from the target at less than a quarter of a head-width against a limit of a quarter of a head-width\./,
    );
  });

  it('says a gone fault just inside its limit when the words cannot tell the two apart', () => {
    // 9 % of a torso and the limit's 10 % are both "a quarter of a head-width" without a height.
    expect(analyse({ sway: 9 }, { history: [['sway']] }).feedback).toContain(
      'Well done: the hip sway of your last session is gone, with the hip sway away from the target just inside its limit of a quarter of a head-width.',
    );
  });

  it('does not call a fault fixed when this view cannot see it, and says what the view hides', () => {
    const a = analyse({}, { history: [['over_the_top']] });
    expect(a.feedback).toContain("Your last session's over the top cannot be judged from a face-on camera");
    expect(analyse({}, { history: [['over_the_top', 'steep_backswing']] }).feedback).toContain(
      "Your last session's over the top and steep (upright) backswing cannot be judged from a face-on camera, so they are not counted as fixed.",
    );
    expect(a.visualCoaching).toMatch(/A face-on camera cannot show .*over the top.*: film down the line to check them\./);
    expect(analyse({ view: 'down-the-line' }).visualCoaching).toMatch(/A down-the-line camera cannot show .*hip sway.*: film face-on/);
  });

  it('names a camera well off both axes oblique and says what it cannot show', () => {
    // The face-on golfer seen from about 55° round: everything across the picture foreshortened,
    // so the stance spreads about 0.4 torso lengths, between down the line and face-on.
    const { track } = syntheticGolfer({});
    const centre = track.frames[0].keypoints[11].x;
    const turned = { ...track, frames: track.frames.map((f) => ({ ...f, keypoints: f.keypoints.map((p) => ({ ...p, x: centre + 0.55 * (p.x - centre) })) })) };
    const outcome = analyzeSwing(turned);
    if (outcome.kind !== 'swing') throw new Error(outcome.reason);
    expect(outcome.analysis.analysisResults.view).toBe('oblique');
    expect(outcome.analysis.visualCoaching).toMatch(/An oblique camera cannot show .*: film face-on and down the line to check them\./);
  });
});
