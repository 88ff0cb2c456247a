import type { KnowledgeEntry } from './types';

/** What the ball does and the swing causes behind it. */
export const BALL_FLIGHT: KnowledgeEntry[] = [
  {
    id: 'slice',
    category: 'ball flight',
    title: 'Slice',
    keywords: 'slice slicing banana ball curves right fade too much open clubface out-to-in path cut spin',
    advice:
      'A slice is a clubface open to the swing path, usually with an out-to-in path from the shoulders starting the downswing. Fix the face first with a stronger grip (two to three knuckles of the lead hand visible), then the path by starting the downswing with the lower body so the hands drop inside.',
    drill: 'Headcover gate: place a headcover just outside and behind the ball; hit 15 half-swings at 60 % without touching it, then 10 full swings.',
    faults: ['over_the_top', 'early_extension', 'chicken_wing'],
    metrics: ['handPathShift', 'hipThrust', 'leadArmBendFollow'],
  },
  {
    id: 'hook',
    category: 'ball flight',
    title: 'Hook',
    keywords: 'hook hooking duck hook snap hook draw too much closed clubface in-to-out path left',
    advice:
      'A hook is a face closed to the path, often from a path too far in-to-out with the hands flipping through impact. Check the grip is not too strong (no more than three knuckles visible) and keep the body turning through the ball so the hands do not have to rescue the shot.',
    drill: 'Hold-off finish: 10 balls with a 7 iron, finishing with the clubface pointing at the sky at waist height and the chest facing the target.',
    faults: ['quick_tempo', 'weight_back', 'slide'],
    metrics: ['backswingTime', 'weightOnLead', 'hipSlide'],
  },
  {
    id: 'topping',
    category: 'ball flight',
    title: 'Topping the ball',
    keywords: 'topping topped top thin skull bladed grounder low strike head up lifting standing up',
    advice:
      'A topped shot comes from the low point of the swing moving up: the head and chest rise, or the spine stands up through impact. Keep your chest over the ball and your posture until the ball has gone; the strike should brush the ground just after the ball.',
    drill:
      'Towel drill: lay a towel 10 cm behind the ball; hit 20 shots striking the ball without touching the towel, staying in your posture to a held finish.',
    faults: ['head_lift', 'loss_of_posture', 'early_extension'],
    metrics: ['headLift', 'spineAngleChange', 'hipThrust'],
  },
  {
    id: 'chunking',
    category: 'ball flight',
    title: 'Chunked (fat) shots',
    keywords: 'chunk chunking chunked fat hit it fat heavy tight lies hitting the ground first divot behind the ball duff',
    advice:
      'A fat shot means the club bottoms out behind the ball, usually because the weight stays on the trail side or the hips sway away and never get back. Get at least three quarters of your weight into the lead foot by impact and keep the ball position one ball-width forward of centre for mid irons.',
    drill: 'Line drill: draw a line in the turf (or use spray paint at the range); 20 swings whose divots must start on the target side of the line.',
    faults: ['weight_back', 'sway', 'casting'],
    metrics: ['weightOnLead', 'hipSway', 'peakSpeedTiming'],
  },
  {
    id: 'shank',
    category: 'ball flight',
    title: 'Shanks',
    keywords: 'shank shanking socket hosel shot heel strike dead right',
    advice:
      'A shank is the ball hitting the hosel: the hands move out towards the ball in the downswing, often because the hips thrust forward and the arms lose their room. Keep your weight in the middle of your feet and let the hands come down closer to your body.',
    drill: 'Two-ball drill: place a second ball just outside the one you hit; 15 swings striking only the inside ball.',
    faults: ['early_extension', 'over_the_top'],
    metrics: ['hipThrust', 'handPathShift'],
  },
  {
    id: 'push-pull',
    category: 'ball flight',
    title: 'Pushes and pulls',
    keywords: 'push pushed pull pulled straight right straight left start line direction',
    advice:
      'A push or pull starts straight in the wrong direction: the clubface is square to a path that points off line. A pull comes from an out-to-in path, a push from the body stalling and the arms swinging out to the right; check alignment first, then the path.',
    drill: 'Alignment sticks: one along the toe line, one on the target line; 20 balls checking the ball starts along the stick.',
    faults: ['over_the_top', 'slide'],
    metrics: ['handPathShift', 'hipSlide'],
  },
  {
    id: 'distance-loss',
    category: 'ball flight',
    title: 'Distance and clubhead speed',
    keywords: 'more distance longer drives hit it further farther off the tee yards power clubhead speed swing speed short hitter weak lose distance carry',
    advice:
      'Distance comes from clubhead speed and a centred strike. The biggest leaks for amateurs are a short shoulder turn, a bent lead arm that shortens the arc, and casting the club from the top, which spends the speed before the ball.',
    drill:
      'Speed sticks or the upside-down whoosh: five swings trying to make the loudest whoosh just after the ball, then five normal swings keeping that feel.',
    faults: ['limited_turn', 'bent_lead_arm', 'casting'],
    metrics: ['shoulderTurn', 'leadArmBendTop', 'peakHandSpeed'],
  },
  {
    id: 'high-weak-shots',
    category: 'ball flight',
    title: 'High, weak ballooning shots',
    keywords: 'balloon ballooning high weak shots skying pop up scoop flip no compression',
    advice:
      'A weak, high shot comes from flipping the wrists to add loft at impact instead of leading with the hands. Feel the hands ahead of the clubhead at impact and the lead wrist flat.',
    drill: 'Impact bag or a folded towel: 10 slow swings into it holding a flat lead wrist with the hands ahead.',
    faults: ['casting', 'tempo_ratio_low'],
    metrics: ['peakSpeedTiming', 'tempoRatio'],
  },
];
