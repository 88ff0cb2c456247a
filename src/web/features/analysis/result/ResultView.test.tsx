import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SwingAnalysis } from '../../../../shared/analysis';
import { renderWithProviders } from '../../../test/render';
import { ResultView } from './ResultView';
import { scoreAnalyticsEvents } from './scoreStyle';

const LONG_FEEDBACK =
  'Your lead arm stays long and connected through the top, which sets up a wide arc; the trail knee, however, straightens early and lets the hips over-rotate.';

function analysisWith(overrides: {
  score?: number;
  priority?: 'high' | 'medium' | 'low';
  coaching?: Partial<Pick<SwingAnalysis, 'hasVisualCoaching' | 'visualCoaching' | 'hasRevolutionaryCoaching' | 'revolutionaryCoaching'>>;
  feedback?: string;
}): SwingAnalysis {
  return {
    feedback: 'Solid tempo with a slightly early release.',
    hasVisualCoaching: false,
    hasRevolutionaryCoaching: false,
    ...overrides.coaching,
    analysisResults: {
      overallScore: overrides.score ?? 75,
      currentPosition: { phase: 'impact', issues: ['Early extension'] },
      nextMove: {
        priority: overrides.priority ?? 'medium',
        action: 'Keep your chest over the ball',
        description: 'Your hips move towards the ball in the downswing.',
        visualCue: 'Feel your backside touching a wall behind you.',
      },
      keyMetrics: { tempo: 8.2, balance: 7, power: 6.5, accuracy: 7.25 },
      quickWins: ['Slow the takeaway', 'Hold the finish for three seconds'],
      predictiveCoaching: { nextMovePrediction: 'Straighter strikes', correctionNeeded: 'Maintain posture' },
      positionDetails: [{ description: 'Address', analysis: { score: 82, detailedFeedback: overrides.feedback ?? LONG_FEEDBACK }, event: 'address' }],
      events: [{ name: 'impact', frame: 150, timeMs: 5000 }],
      view: 'face-on',
      handedness: 'right',
      metrics: [
        { key: 'tempoRatio', label: 'Tempo ratio', value: 3.12, unit: 'ratio', reference: '2.8–3.2' },
        { key: 'headSway', label: 'Head sway', value: 4.234, unit: 'cm' },
        { key: 'peakHandSpeed', label: 'Peak hand speed in the downswing', value: 12, unit: 'torso lengths/s', reference: '> 12' },
      ],
      faults: [
        {
          code: 'early_extension',
          name: 'Early extension',
          severity: 'high',
          evidence: 'Hips moved 9 cm towards the ball between top and impact.',
          ballFlight: 'Blocks and hooks',
          drill: 'Wall drill: ten slow swings with your backside on a wall.',
          feel: 'Feel the backside moving back and around through impact.',
          target: 'Next session: hips towards the ball under 8 % of torso.',
          history: 'Early extension also showed in 2 of your last 3 sessions: a habit to break, not a one-off.',
        },
      ],
    },
  };
}

const renderResult = (analysis: SwingAnalysis) => renderWithProviders(<ResultView analysis={analysis} />);

describe('result view', () => {
  it.each([
    [100, 'Excellent', 'green'],
    [80, 'Excellent', 'green'],
    [79, 'Good', 'yellow'],
    [70, 'Good', 'yellow'],
    [69, 'Needs Improvement', 'red'],
    [0, 'Needs Improvement', 'red'],
  ])('labels a score of %i %s in %s', (score, label, tone) => {
    renderResult(analysisWith({ score }));
    expect(screen.getByTestId('overall-score')).toHaveTextContent(String(score));
    expect(screen.getByTestId('score-label')).toHaveTextContent(label);
    expect(screen.getByTestId('score-label')).toHaveAttribute('data-tone', tone);
  });

  it.each([
    ['high', 'red'],
    ['medium', 'yellow'],
    ['low', 'green'],
  ] as const)('colours a %s priority next move %s', (priority, tone) => {
    renderResult(analysisWith({ priority }));
    const badge = screen.getByTestId('priority');
    expect(badge).toHaveTextContent(`${priority} priority`);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('shows the four key metrics out of 10, the quick wins and the next move', () => {
    renderResult(analysisWith({}));
    for (const [name, value] of [
      ['Tempo', '8.2'],
      ['Balance', '7'],
      ['Power', '6.5'],
      ['Accuracy', '7.3'],
    ]) {
      const tile = screen.getByText(name!).parentElement!;
      expect(tile).toHaveTextContent(`${value}/10`);
    }
    expect(screen.getByText('Slow the takeaway')).toBeInTheDocument();
    expect(screen.getByText('Keep your chest over the ball')).toBeInTheDocument();
  });

  it('cuts position feedback to 100 characters until Read more is pressed', async () => {
    renderResult(analysisWith({}));
    const preview = `${LONG_FEEDBACK.slice(0, 100).trimEnd()}…`;
    expect(screen.getByText(preview)).toBeInTheDocument();
    expect(screen.queryByText(LONG_FEEDBACK)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(LONG_FEEDBACK)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText(preview)).toBeInTheDocument();
  });

  it('shows feedback of 100 characters or fewer whole, without Read more', () => {
    const exactly100 = 'x'.repeat(100);
    renderResult(analysisWith({ feedback: exactly100 }));
    expect(screen.getByText(exactly100)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('hides the coaching panels unless both the flag and the text are there', () => {
    const { unmount } = renderResult(
      analysisWith({ coaching: { hasVisualCoaching: true, visualCoaching: '', hasRevolutionaryCoaching: false, revolutionaryCoaching: 'Text without flag' } }),
    );
    expect(screen.queryByText('What to Watch on Your Video')).toBeNull();
    expect(screen.queryByText('Your Plan for Next Session')).toBeNull();
    expect(screen.queryByText('Text without flag')).toBeNull();
    unmount();

    renderResult(
      analysisWith({
        coaching: {
          hasVisualCoaching: true,
          visualCoaching: 'Picture a pane of glass.',
          hasRevolutionaryCoaching: true,
          revolutionaryCoaching: 'Swing in slow motion.',
        },
      }),
    );
    expect(screen.getByText('What to Watch on Your Video')).toBeInTheDocument();
    expect(screen.getByText('Picture a pane of glass.')).toBeInTheDocument();
    expect(screen.getByText('Your Plan for Next Session')).toBeInTheDocument();
    // Issue 26 item 6: engineering headings are gone.
    expect(screen.queryByText(/Revolutionary/)).toBeNull();
  });

  it('offers to show a position on the video only when there is a video to seek', async () => {
    const shown: string[] = [];
    const { unmount } = renderWithProviders(<ResultView analysis={analysisWith({})} onShowEvent={(event) => shown.push(event)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show on video' }));
    expect(shown).toEqual(['address']);
    unmount();
    renderResult(analysisWith({}));
    expect(screen.queryByRole('button', { name: 'Show on video' })).toBeNull();
  });

  it("lists the faults with their drills and each measurement in a golfer's words", () => {
    renderResult(analysisWith({}));
    expect(screen.getAllByText('Early extension').length).toBeGreaterThan(0);
    expect(screen.getByText(/Wall drill/)).toBeInTheDocument();
    expect(screen.getByText('Feel the backside moving back and around through impact.')).toBeInTheDocument();
    expect(screen.getByText('Next session: hips towards the ball under 8 % of torso.')).toBeInTheDocument();
    expect(screen.getByText(/also showed in 2 of your last 3 sessions/)).toBeInTheDocument();
    const tempo = screen.getAllByTestId('measurement')[0]!;
    expect(within(tempo).getByText('Tempo ratio')).toBeInTheDocument();
    expect(within(tempo).getByText('3.1 to 1')).toBeInTheDocument();
    expect(within(tempo).getByText('How many times longer your backswing takes than your downswing.')).toBeInTheDocument();
    expect(within(tempo).getByText('Good: like most tour players, 2.8 to 3.2.')).toBeInTheDocument();
  });

  it('says which measurements a shorter swing leaves unjudged, and gives the range of the swing it was', () => {
    const swing = analysisWith({});
    swing.analysisResults.metrics = [
      { key: 'tempoRatio', label: 'Tempo ratio (backswing : downswing)', value: 2.1, unit: 'ratio', reference: '1.8–2.2' },
      { key: 'shoulderTurn', label: 'Shoulder turn at the top', value: 55, unit: 'deg' },
    ];
    renderResult(swing);
    const [tempo, turn] = screen.getAllByTestId('measurement');
    expect(tempo).toHaveTextContent('Good: like most tour players, 1.8 to 2.2.');
    expect(turn).toHaveTextContent('Shoulder turn55°');
    expect(turn).toHaveTextContent('Not judged on a swing shorter than full.');
    expect(turn).not.toHaveTextContent('Good:');
    expect(tempo).not.toHaveTextContent('Not judged');
  });

  it('says beside a measurement when it is outside its good range, and only then', () => {
    const swing = analysisWith({});
    swing.analysisResults.metrics = [
      { key: 'tempoRatio', label: 'Tempo ratio (backswing : downswing)', value: 2.4, unit: 'ratio', reference: '2.8–3.2' },
      { key: 'shoulderTurn', label: 'Shoulder turn at the top', value: 84, unit: 'deg', reference: '80–100' },
      { key: 'peakHandSpeed', label: 'Peak hand speed in the downswing', value: 12, unit: 'torso lengths/s', reference: '> 12' },
      { key: 'hipTurn', label: 'Hip turn at the top', value: 20, unit: 'deg' },
    ];
    renderResult(swing);
    const [tempo, turn, speed, unjudged] = screen.getAllByTestId('measurement');
    expect(within(tempo!).getByTestId('measurement-outside')).toHaveTextContent('Outside the good range');
    // On the range's edge is inside it; a measurement a shorter swing leaves unjudged has no range to be outside.
    for (const inside of [turn!, speed!, unjudged!]) expect(within(inside).queryByTestId('measurement-outside')).toBeNull();
  });

  it('says a tempo one frame could bring into its range is within a frame of it, not outside', () => {
    const swing = analysisWith({});
    swing.analysisResults.metrics = [
      { key: 'tempoRatio', label: 'Tempo ratio (backswing : downswing)', value: 2.5, unit: 'ratio', reference: '2.8–3.2', allowance: 0.36 },
      { key: 'downswingTime', label: 'Downswing time', value: 0.4, unit: 's', reference: '0.23–0.33', allowance: 0.03 },
    ];
    renderResult(swing);
    const [tempo, downswing] = screen.getAllByTestId('measurement');
    expect(within(tempo!).getByTestId('measurement-within-a-frame')).toHaveTextContent('Within one video frame of the good range');
    expect(within(tempo!).queryByTestId('measurement-outside')).toBeNull();
    expect(within(downswing!).getByTestId('measurement-outside')).toBeInTheDocument();
    expect(within(downswing!).queryByTestId('measurement-within-a-frame')).toBeNull();
  });

  it('marks a value a fault was found on as outside, though its words match the range’s edge', () => {
    const swing = analysisWith({});
    const fault = swing.analysisResults.faults[0]!;
    // A head 8.5 % of a torso higher, past head lift's limit of 8 %, and the range's 5 % are all "a quarter of a head-width" without a height.
    const metrics = [{ key: 'headLift', label: 'Head rise at impact', value: 8.5, unit: '% of torso', reference: '-5–5' }];
    swing.analysisResults.metrics = metrics;
    swing.analysisResults.faults = [{ ...fault, code: 'head_lift', name: 'Head lift', metric: 'headLift' }];
    const { unmount } = renderResult(swing);
    const [head] = screen.getAllByTestId('measurement');
    expect(head).toHaveTextContent('Head height at impacta quarter of a head-width higher');
    expect(head).toHaveTextContent('Good: level, within a quarter of a head-width either way.');
    expect(within(head!).getByTestId('measurement-outside')).toHaveTextContent('Outside the good range');
    unmount();
    // Without the fault, the words alone leave it on the range's edge, inside.
    renderResult({ ...swing, analysisResults: { ...swing.analysisResults, faults: [{ ...fault, metric: 'hipThrust' }] } });
    expect(within(screen.getByTestId('measurement')).queryByTestId('measurement-outside')).toBeNull();
  });

  it('says which side of an open range’s bound a value said as the bound is on', () => {
    const swing = analysisWith({});
    // 21 % and 19 % of a torso and the range's 20 % are all "three quarters of a head-width" without a height.
    swing.analysisResults.metrics = [21, 19].map((value) => ({ key: 'headMovement', label: 'Head movement', value, unit: '% of torso', reference: '< 20' }));
    swing.analysisResults.faults = [];
    renderResult(swing);
    const [over, under] = screen.getAllByTestId('measurement');
    expect(over).toHaveTextContent('Head movementjust over three quarters of a head-width');
    expect(within(over!).getByTestId('measurement-outside')).toBeInTheDocument();
    expect(under).toHaveTextContent('Head movementjust under three quarters of a head-width');
    expect(within(under!).queryByTestId('measurement-outside')).toBeNull();
  });

  it("says distances in inches and centimetres from the golfer's height, in head-widths without it, never in % of torso", () => {
    const swing = analysisWith({});
    swing.analysisResults.metrics = [
      { key: 'headMovement', label: 'Head movement from address to impact', value: 23.1, unit: '% of torso', reference: '< 20' },
      { key: 'shoulderTurn', label: 'Shoulder turn at the top', value: 84, unit: 'deg', reference: '80–100' },
    ];
    const { unmount } = renderWithProviders(<ResultView analysis={swing} heightCm={180} />);
    const [head, turn] = screen.getAllByTestId('measurement');
    // 23.1 % of a torso that is 30 % of 180 cm: 12.5 cm, said as 5 in, which is 12.7 cm.
    expect(head).toHaveTextContent('Head movement5 in (13 cm)');
    expect(head).toHaveTextContent('Good: a centred swing, under 4.5 in (11 cm).');
    expect(turn).toHaveTextContent('Shoulder turn84°');
    expect(turn).toHaveTextContent('Good: a full turn, 80° to 100°.');
    for (const measurement of screen.getAllByTestId('measurement')) expect(measurement).not.toHaveTextContent(/torso|Tour/);
    expect(screen.queryByText(/Tour range/)).toBeNull();
    unmount();

    renderResult(swing);
    expect(screen.getAllByTestId('measurement')[0]).toHaveTextContent('Head movementjust over three quarters of a head-width');
    expect(screen.getByText(/Add your height to your golf profile/)).toBeInTheDocument();
  });
});

describe('posture checks and slow motion', () => {
  it('names the position of a still image instead of giving it a swing score', () => {
    const photo = analysisWith({ score: 100 });
    photo.analysisResults = { ...photo.analysisResults, analysisKind: 'posture', currentPosition: { phase: 'address', issues: [] } };
    renderResult(photo);
    expect(screen.queryByTestId('overall-score')).toBeNull();
    expect(screen.getByTestId('score-label')).toHaveTextContent('Posture check · address');
    expect(screen.queryByText(/Excellent/)).toBeNull();
  });

  it('says a clip plays in slow motion and that its times are not measured', () => {
    const slow = analysisWith({});
    slow.analysisResults = { ...slow.analysisResults, timing: { slowMotionFactor: 2.5 } };
    renderResult(slow);
    expect(screen.getByTestId('slow-motion')).toHaveTextContent('about 2.5× slower than life');
    expect(screen.getByTestId('slow-motion')).toHaveTextContent('times and speeds are not measured');
    expect(screen.getByTestId('overall-score')).toHaveTextContent('75');
  });

  it('says times are measured when the phone stated its slow motion', () => {
    const slow = analysisWith({});
    slow.analysisResults = { ...slow.analysisResults, timing: { slowMotionFactor: 8, stated: true } };
    renderResult(slow);
    expect(screen.getByTestId('slow-motion')).toHaveTextContent('8× slower than life, as your phone recorded it');
    expect(screen.getByTestId('slow-motion')).not.toHaveTextContent('about');
    expect(screen.getByTestId('slow-motion')).toHaveTextContent('times and speeds are measured in real time');
  });

  it('gives power no score when the hand speed could not be timed', () => {
    const slow = analysisWith({});
    // The engine measures no hand speed on slow motion and keeps a neutral 5 for the reply's shape.
    slow.analysisResults = {
      ...slow.analysisResults,
      timing: { slowMotionFactor: 3 },
      keyMetrics: { tempo: 8, balance: 7, power: 5, accuracy: 9 },
      metrics: slow.analysisResults.metrics.filter((metric) => metric.key !== 'peakHandSpeed'),
    };
    const { unmount } = renderResult(slow);
    expect(screen.getByTestId('key-metric-power')).toHaveTextContent('Not measured');
    expect(screen.getByTestId('key-metric-power')).not.toHaveTextContent('5/10');
    expect(screen.getByTestId('key-metric-tempo')).toHaveTextContent('8/10');
    unmount();

    renderResult(analysisWith({}));
    expect(screen.getByTestId('key-metric-power')).toHaveTextContent('6.5/10');
  });

  it('gives power no score on a swing the member called shorter, and says it was measured', () => {
    const half = analysisWith({});
    half.analysisResults = { ...half.analysisResults, keyMetrics: { tempo: 8, balance: 7, power: 5, accuracy: 9 }, unjudgedAreas: ['power'] };
    renderResult(half);
    const power = screen.getByTestId('key-metric-power');
    expect(power).toHaveTextContent('Not judged');
    expect(power).toHaveTextContent('A shorter swing is slower by choice, so its speed earns no score');
    expect(power).not.toHaveTextContent('5/10');
    expect(power).not.toHaveTextContent('Not measured');
    expect(screen.getByTestId('key-metric-tempo')).toHaveTextContent('8/10');
  });
});

describe('score analytics', () => {
  it('sends excellent at 85 and over, high performance at 80 and over', () => {
    expect(scoreAnalyticsEvents(85)).toEqual(['excellent_swing', 'high_performance_swing']);
    expect(scoreAnalyticsEvents(84)).toEqual(['high_performance_swing']);
    expect(scoreAnalyticsEvents(80)).toEqual(['high_performance_swing']);
    expect(scoreAnalyticsEvents(79)).toEqual([]);
  });
});
