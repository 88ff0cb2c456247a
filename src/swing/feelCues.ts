/**
 * One feel cue per fault code: what the correct move feels like from the inside, in the golfer's
 * body, so it never restates the drill (the drill is what to practise, the feel is what to notice).
 */
export const FEEL_CUES: Readonly<Record<string, string>> = {
  quick_tempo: 'Feel the club arrive at the top before the body starts down, as if the swing pauses for a blink.',
  slow_backswing: 'Feel the backswing as one continuous breath out, with no moment where the club hangs.',
  tempo_ratio_low: 'Feel the downswing as the quickest part of the swing: the club gathers speed all the way to the ball.',
  tempo_ratio_high: 'Feel a shorter, fuller backswing that finishes where the wrists have set, not where the arms can still reach.',
  head_movement: 'Feel the head stay over the same patch of grass while the chest turns underneath it.',
  head_lift: 'Feel the chest stay down and covering the ball until the trail shoulder has passed the chin.',
  casting: 'Feel the butt of the club pointing at the ball for as long as possible on the way down.',
  poor_finish_balance: 'Feel the weight settle into the lead heel at the finish, quiet enough to hold a conversation.',
  short_finish: 'Feel the belt buckle facing the target and the trail toe resting on the ground like a kickstand.',
  early_extension: 'Feel the backside moving back and around through impact rather than towards the ball.',
  loss_of_posture: 'Feel the forward bend from the hips stay the same height through the ball, like swinging under a low ceiling.',
  posture_change_backswing: 'Feel the chest turn over the trail thigh while the head stays at its address height.',
  over_the_top: 'Feel the trail elbow drop towards the trail hip first, before the shoulders start to unwind.',
  steep_backswing: 'Feel the hands go wider and rounder away from the ball, with the chest doing the turning.',
  flat_backswing: 'Feel the hands stay in front of the chest as they go back, with the clubhead outside them.',
  sway: 'Feel the pressure build in the inside of the trail foot, with the trail knee staying flexed.',
  slide: 'Feel the lead hip turning behind you instead of bumping towards the target.',
  reverse_spine: 'Feel the upper body lean slightly away from the target at the top, with the trail shoulder low.',
  limited_turn: 'Feel the back face the target at the top, with the lead shoulder under the chin.',
  bent_lead_arm: 'Feel the lead arm wide and long, the hands far from the head at the top.',
  chicken_wing: 'Feel both forearms rotate over after impact, with the lead elbow pointing at the ground.',
  weight_back: 'Feel almost all the weight on the lead foot at the finish, the trail foot up on its toe.',
  upright_posture: 'Feel the bend come from the hip crease, backside out, the arms hanging freely under the shoulders.',
  hunched_posture: 'Feel tall through the chest at address, with the back straight and the chin off the chest.',
  straight_knees: 'Feel athletic at address, as if ready to catch a ball thrown at you from either side.',
  narrow_stance: 'Feel a wider, steadier base, the weight spread across both feet from heel to toe.',
  wide_stance: 'Feel free to turn the hips at address, the feet just outside the shoulders.',
};
