import type { KnowledgeEntry } from './types';

/** The swing faults the engine measures, in a coach's words (the engine's catalogue has the thresholds). */
export const SWING_FAULTS: KnowledgeEntry[] = [
  {
    id: 'over-the-top',
    category: 'swing fault',
    title: 'Coming over the top',
    keywords: 'over the top out to in casting shoulders transition downswing steep path',
    advice:
      'Over the top means the shoulders start the downswing and throw the hands outside the backswing path, which pulls and slices the ball. Start down with a bump of the lead hip and let the trail elbow drop towards the trail hip before the shoulders unwind.',
    drill: 'Pump drill: swing to the top, pump halfway down twice feeling the trail elbow drop to the hip, then swing through; 10 reps, then 10 balls.',
    faults: ['over_the_top'],
    metrics: ['handPathShift'],
  },
  {
    id: 'early-extension',
    category: 'swing fault',
    title: 'Early extension',
    keywords: 'early extension hips thrust towards the ball hip drive hips move closer to the ball no room',
    advice:
      'Early extension is the hips moving towards the ball in the downswing, which stands you up and leaves the club no room, giving blocks, hooks and thin shots. Keep your backside on an imaginary wall behind you through impact.',
    drill: 'Chair or wall drill: set up with your backside touching a chair; make 10 slow swings keeping contact through impact, then 10 balls.',
    faults: ['early_extension'],
    metrics: ['hipThrust'],
  },
  {
    id: 'loss-of-posture',
    category: 'swing fault',
    title: 'Losing your spine angle',
    keywords: 'posture lose my posture spine angle standing up stand up through impact loss of posture straightening up changing spine angle dipping',
    advice:
      'Your spine tilt at address is the axis the club swings around; if it changes by impact, the low point moves and strikes become thin or fat. Keep your chest pointing down at the ball until it has gone.',
    drill: 'Club across the chest: arms crossed holding a club on the shoulders, rehearse 10 turns back and through keeping the shaft pointing at the ball.',
    faults: ['loss_of_posture', 'posture_change_backswing'],
    metrics: ['spineAngleChange', 'postureChangeTop'],
  },
  {
    id: 'casting',
    category: 'swing fault',
    title: 'Casting the club',
    keywords: 'casting cast early release throwing the club from the top lag lose lag scooping wrist angle wrist hinge hold the angle',
    advice:
      'Casting is releasing the wrist angle early in the downswing, so the hands are fastest too soon and the club arrives slowed down and adding loft. Keep the wrists hinged until the hands are near the trail thigh and let the body rotation release the club.',
    drill: 'Pause at the top: 10 swings with a one-second pause at the top, then start down slowly with the lower body, keeping the hinge to hip height.',
    faults: ['casting'],
    metrics: ['peakSpeedTiming'],
  },
  {
    id: 'sway',
    category: 'swing fault',
    title: 'Hip sway',
    keywords: 'sway swaying hips sliding back away from the target lateral movement backswing',
    advice:
      'A sway moves the hips away from the target in the backswing instead of turning them, so the low point and balance move too. Feel the trail hip turning behind you over the trail heel rather than sliding outside your trail foot.',
    drill: 'Alignment stick upright just outside the trail hip: 15 backswings turning without touching it.',
    faults: ['sway'],
    metrics: ['hipSway'],
  },
  {
    id: 'slide',
    category: 'swing fault',
    title: 'Sliding the hips through',
    keywords: 'slide sliding hips too far towards the target lateral hip slide downswing',
    advice:
      'Some lateral shift is good, but sliding the hips well past the lead foot leaves the body behind the ball and the face open or flipped closed. Bump the lead hip a few centimetres, then turn it behind you.',
    drill: 'Stick outside the lead hip: 10 swings where the hip bumps to it and turns away without pushing it over.',
    faults: ['slide'],
    metrics: ['hipSlide'],
  },
  {
    id: 'reverse-spine',
    category: 'swing fault',
    title: 'Reverse spine angle',
    keywords: 'reverse spine tilt leaning towards the target at the top reverse pivot back pain',
    advice:
      'A reverse spine leans the upper body towards the target at the top, which strains the lower back and sends the weight backwards in the downswing. At the top the upper body should tilt slightly away from the target.',
    drill: 'Trail-shoulder-down rehearsal: 10 backswings in front of a mirror keeping the head behind the ball and the trail shoulder lower than at address.',
    faults: ['reverse_spine'],
    metrics: ['spineTiltTop'],
  },
  {
    id: 'limited-turn',
    category: 'swing fault',
    title: 'Short shoulder turn',
    keywords: 'shoulder turn rotation short backswing full turn coil restricted turn',
    advice:
      'A full shoulder turn (about 90 degrees with a driver) stores the energy you release in the downswing. If mobility limits you, let the lead heel lift slightly and the hips turn more rather than lifting the arms.',
    drill: 'Back to target: 10 slow backswings until your back faces the target, holding the top for two seconds.',
    faults: ['limited_turn'],
    metrics: ['shoulderTurn', 'hipTurn'],
  },
  {
    id: 'bent-lead-arm',
    category: 'swing fault',
    title: 'Bent lead arm at the top',
    keywords: 'bent lead arm left arm straight arm collapsing at the top width arc',
    advice:
      'A bent lead arm shortens the arc and makes the return to the ball inconsistent. The lead arm should be extended but not locked; a shorter backswing with a straight arm beats a long one with a bent arm.',
    drill: 'Three-quarter swings: 15 balls stopping where the lead arm is still extended, feeling width from the chest turn.',
    faults: ['bent_lead_arm'],
    metrics: ['leadArmBendTop'],
  },
  {
    id: 'chicken-wing',
    category: 'swing fault',
    title: 'Chicken wing',
    keywords: 'chicken wing bent lead elbow after impact follow through blocked release',
    advice:
      'A chicken wing is the lead elbow folding out after impact because the body stops turning and the arms cannot release. Keep the chest rotating through the ball so both arms extend towards the target.',
    drill: 'Headcover under the lead armpit: 15 half-swings keeping it there through to a waist-high finish.',
    faults: ['chicken_wing'],
    metrics: ['leadArmBendFollow'],
  },
  {
    id: 'head-movement',
    category: 'swing fault',
    title: 'Head moving in the swing',
    keywords: 'head movement keep head still head moving swaying head steady eyes on the ball',
    advice:
      'The head does not have to be frozen, but a head that drifts more than a few centimetres moves the bottom of the swing with it. Keep it steady over the ball until after impact and let the finish pull it up.',
    drill: 'Shadow drill: with the sun behind you, watch your head’s shadow on a ball marker for 15 swings; it should stay within a ball’s width.',
    faults: ['head_movement', 'head_lift'],
    metrics: ['headMovement', 'headLift'],
  },
  {
    id: 'tempo',
    category: 'swing fault',
    title: 'Tempo and rhythm',
    keywords: 'tempo rhythm timing rushed quick fast backswing too fast slow swing 3 to 1 ratio transition',
    advice:
      'Good players take about three times as long going back as coming down (a 3:1 ratio), whatever their speed. A rushed backswing throws the club off plane; a very slow one loses the stretch. Match a count, not an effort.',
    drill: 'Metronome at 60–70 bpm: "one-two-three" to the top and "four" at impact, 10 balls at 50 % effort, then 10 at 80 % keeping the count.',
    faults: ['quick_tempo', 'slow_backswing', 'tempo_ratio_low', 'tempo_ratio_high'],
    metrics: ['tempoRatio', 'backswingTime', 'downswingTime'],
  },
  {
    id: 'weight-shift',
    category: 'swing fault',
    title: 'Weight shift and finishing on the lead side',
    keywords: 'weight shift weight transfer hanging back falling back reverse pivot lead foot finish',
    advice:
      'By impact most of your weight should be moving into the lead foot, and at the finish about 90 % of it should be there with the trail heel up. Hanging back makes the club bottom out early and flip.',
    drill: 'Step-through drill: 10 swings where you step the trail foot towards the target after impact, like a baseball hitter.',
    faults: ['weight_back'],
    metrics: ['weightOnLead'],
  },
  {
    id: 'balance-finish',
    category: 'swing fault',
    title: 'Balance and holding the finish',
    keywords: 'balance falling over finish hold the finish off balance stability wobble',
    advice:
      'Holding a balanced finish for three seconds is the simplest check of a swing in control: if you cannot, you swung harder than your body can support. Swing at 80 % and finish tall, chest to the target.',
    drill: 'Finish-and-freeze: 10 balls holding each finish for a count of three; any wobble means the next ball is hit at 70 %.',
    faults: ['poor_finish_balance', 'short_finish'],
    metrics: ['finishStability', 'finishHold'],
  },
  {
    id: 'swing-plane',
    category: 'swing fault',
    title: 'Backswing plane (steep or flat)',
    keywords: 'swing plane steep flat backswing laid off across the line takeaway inside outside',
    advice:
      'A backswing too steep (hands lifting) tends to come down steep and chop; one too flat (hands behind you) gets stuck and pushes or hooks. The hands should move back along a line that points between the ball and your belt buckle.',
    drill:
      'Takeaway check: 10 swings stopping at hip height with the shaft parallel to the target line and the toe up, then at the top with the shaft over the trail shoulder.',
    faults: ['steep_backswing', 'flat_backswing'],
    metrics: ['backswingPlane'],
  },
];
