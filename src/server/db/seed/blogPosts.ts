/**
 * The articles every installation starts with. Content is HTML that the article page renders
 * as-is after turning newlines into <br>, so each article is a list of blocks joined without any
 * newline: a stray newline would add visible blank lines between paragraphs.
 */
export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  featuredImage: string;
  /** Null shows the default author, the product team. */
  author: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  featured: boolean;
  /** ISO date. */
  publishedAt: string;
}

const COACHING_TEAM = 'Fairway Coach Coaching Team';

function html(blocks: string[]): string {
  return blocks.join('');
}

function imageFor(slug: string): string {
  return `/images/blog/${slug}.svg`;
}

const tempo: BlogPostSeed = {
  slug: 'golf-swing-tempo-three-to-one',
  title: 'Swing Tempo: Why Good Swings Share a Three-to-One Rhythm',
  excerpt:
    'Speed is not tempo. Learn what the 3:1 backswing-to-downswing ratio actually measures, how to check yours on video, and three drills that make a smoother rhythm stick.',
  content: html([
    '<p>Ask ten golfers what “good tempo” means and most will describe a slow, smooth swing. Yet plenty of skilled players swing quickly and still have excellent tempo. The difference is that tempo is not about how fast you swing; it is about how the time is shared between the backswing and the downswing.</p>',
    '<h2>Tempo versus pace</h2>',
    '<p><strong>Pace</strong> is the total time from the start of the takeaway to impact. <strong>Tempo</strong> is the ratio between the two halves of that time. Frame-by-frame analysis of skilled players has repeatedly shown a backswing that lasts roughly three times as long as the downswing, whether the overall pace is brisk or leisurely. A quick swinger and an unhurried one can both sit close to 3:1; what they share is proportion, not speed.</p>',
    '<p>That is why copying someone else’s pace rarely helps. Slow your whole swing down to look smooth and you often lose the ratio as well, because the backswing drags while the downswing becomes lazy.</p>',
    '<h2>Why the ratio matters</h2>',
    '<p>The downswing is a sequence: pressure shifts and the pelvis leads, the torso follows, then the arms and finally the club. That chain needs time to unfold in order, and it needs a backswing that arrives at the top with the body wound and the club in a stable position. A backswing snatched away too quickly, nearer 2:1, tends to throw the club off plane and leaves the body rushing to catch up. One that drifts and hangs for too long, 4:1 or more, often loses the stored coil, and the player then has to create speed with the hands and arms from the top.</p>',
    '<p>The body does not stop at the top. In good swings the lower body starts moving towards the target slightly before the club has finished going back. That overlap is part of a good transition, and it is why a rigid pause at the top can feel unnatural on the course, even though it is a useful drill.</p>',
    '<h2>How to measure your own tempo</h2>',
    '<p>You do not need special equipment. Film a down-the-line or face-on view at a known frame rate, then step through the clip frame by frame:</p>',
    '<ul><li>Mark the first frame in which the clubhead clearly moves away from the ball.</li><li>Mark the top: the frame where the clubhead stops moving back and changes direction.</li><li>Mark impact.</li></ul>',
    '<p>Divide the number of backswing frames by the number of downswing frames. At 60 frames per second, for example, a backswing of 45 frames and a downswing of 15 frames gives exactly 3:1. Higher frame rates make the top and impact easier to pin down, because a single frame is a smaller slice of time. Fairway Coach does this counting for you when you upload a swing, but doing it by hand once is the best way to understand what the number means.</p>',
    '<p>Measure several swings with the same club, not just one. Small variations around 3:1 are normal; what you are looking for is a ratio that stays similar from swing to swing and from club to club.</p>',
    '<h2>Three drills for a better rhythm</h2>',
    '<p><strong>1. The count.</strong> Say “one, two, three” on the way back, reaching the top on “three”, and “four” at impact. Saying it out loud stops you rushing the count in your head. Start with half swings and build to full swings without changing the rhythm of the words.</p>',
    '<p><strong>2. Metronome.</strong> Set a metronome so that three beats cover your backswing and one beat your downswing, then hit balls to it. If your natural pace is quick, choose a faster beat rather than forcing yourself to swing slowly; the aim is to fix the ratio, not to change your personality.</p>',
    '<p><strong>3. Feet together.</strong> Hit soft mid-iron shots with your feet touching. A swing with poor rhythm loses balance immediately in this drill, so it gives honest feedback without any technology. Once you can finish in balance five times in a row, widen your stance and keep the same feel.</p>',
    '<h2>Taking it to the course</h2>',
    '<p>Tempo tends to speed up under pressure and on the first tee. Build your count into your pre-shot routine and use it with every club, from driver to wedge. The ratio should change very little through the bag, even though shorter clubs with shorter swings take slightly less time overall. If your analysis shows a different ratio with the driver than with a 7-iron, that is a useful clue about where your swing changes when you try to hit the ball hard.</p>',
  ]),
  category: 'Technique',
  tags: ['Tempo', 'Rhythm', 'Drills'],
  featuredImage: imageFor('golf-swing-tempo-three-to-one'),
  author: COACHING_TEAM,
  metaTitle: 'Golf Swing Tempo: The 3:1 Backswing to Downswing Ratio Explained',
  metaDescription:
    'What the 3:1 golf tempo ratio measures, how to check your own tempo from video frame by frame, and three drills for a smoother, more repeatable rhythm.',
  featured: true,
  publishedAt: '2026-09-08T08:00:00.000Z',
};

const hipSway: BlogPostSeed = {
  slug: 'hip-sway-versus-hip-turn',
  title: 'Sway or Turn? Getting Your Hips Right in the Backswing',
  excerpt:
    'A lateral slide of the hips feels powerful but robs you of coil and consistency. Here is how to tell a sway from a proper turn, how to spot it on camera and how to fix it.',
  content: html([
    '<p>Few backswing faults feel as convincing as a hip sway. Sliding the hips away from the target feels like loading up and getting behind the ball. In reality it usually moves the low point of the swing, weakens the coil between the upper and lower body and leaves you relying on perfect timing to get back to the ball.</p>',
    '<h2>What a sway actually is</h2>',
    '<p>In a good backswing the pelvis rotates around a fairly stable centre. The trail hip moves back, away from the ball, while the lead hip moves forward and slightly down. Pressure builds in the trail foot, and the pelvis may drift a little away from the target, but it stays inside the trail foot. A <strong>sway</strong> is when the pelvis moves sideways so far that the trail hip ends up over or outside the trail foot, often with the trail knee drifting outwards as well.</p>',
    '<p>It is worth separating pressure from position. Feeling more weight in your trail foot at the top is normal and desirable. Moving your whole pelvis sideways to create that feeling is the problem.</p>',
    '<h2>Why turning beats sliding</h2>',
    '<ul><li><strong>Coil.</strong> Rotating the pelvis against the resistance of the trail leg and the ground stretches the muscles around the trunk. A slide lets the pelvis escape that resistance, so the stretch is smaller.</li><li><strong>Low point.</strong> If the pelvis moves ten centimetres away from the target, it has to come back by the same amount in the downswing. Misjudge that and you hit the ground before the ball, or catch the ball thin.</li><li><strong>Sequence.</strong> A swayed pelvis often has to slide back towards the target before it can rotate. That delays the rotation and leaves the arms and hands to square the clubface.</li></ul>',
    '<h2>Spotting it on video</h2>',
    '<p>Use the face-on view, with the camera at about hand height and pointing at the middle of your stance. Pause the video at address and draw a vertical line up from the outside of your trail foot. At the top of the backswing the trail hip should be at or inside that line; if it has crossed it, you are swaying. A second line through the middle of your head helps too: a small movement away from the target is fine, but a large one usually goes hand in hand with a sway.</p>',
    '<p>From down-the-line, a proper turn shows the trail pocket moving back, behind you. A sway shows little backward movement of the trail hip, because the pelvis has gone sideways instead.</p>',
    '<h2>Common causes</h2>',
    '<ul><li>A deliberate attempt to “get behind the ball” or to shift weight.</li><li>Limited internal rotation in the trail hip, so the body finds movement by sliding instead of turning.</li><li>A trail knee that drifts outwards, away from the target, early in the takeaway.</li><li>A stance too narrow for the club, which makes sideways movement easy.</li></ul>',
    '<h2>Drills to feel the turn</h2>',
    '<p><strong>Stick by the trail hip.</strong> Push an alignment stick into the ground just outside your trail hip, or stand your golf bag there. Make backswings without touching it, turning the trail pocket back behind you rather than towards the stick.</p>',
    '<p><strong>Flare the trail foot.</strong> Turn your trail foot out by 20 to 30 degrees at address. This makes it easier to rotate the pelvis, especially if your hips are stiff, and reduces the urge to slide.</p>',
    '<p><strong>Arms-crossed turns.</strong> Without a club, cross your arms over your chest in your golf posture and turn to the top, keeping the trail knee flexed and roughly over the trail foot. You should feel the trail glute load and the lead side stretch. Make ten slow repetitions before each practice session.</p>',
    '<p><strong>Check your mobility.</strong> Sit on a chair with your knees bent at right angles and let one foot swing outwards while the knee stays still; this rotates the hip inwards. If one side is clearly more restricted than the other, your body may be finding rotation elsewhere. A physiotherapist or fitness professional can help you improve it, because swing changes alone rarely overcome a genuine restriction.</p>',
    '<h2>What about the downswing?</h2>',
    '<p>Some sideways movement towards the target is part of a good downswing: the pelvis shifts towards the target early in the transition, then rotates. The fault on the way down is the mirror image of a sway, a <strong>slide</strong>, in which the hips keep drifting towards the target without turning. Both faults share a cure: move the pelvis only enough to shift pressure, then let rotation do the rest.</p>',
  ]),
  category: 'Technique',
  tags: ['Hips', 'Backswing', 'Rotation'],
  featuredImage: imageFor('hip-sway-versus-hip-turn'),
  author: null,
  metaTitle: null,
  metaDescription: null,
  featured: false,
  publishedAt: '2026-09-24T08:00:00.000Z',
};

const earlyExtension: BlogPostSeed = {
  slug: 'early-extension-causes-and-fixes',
  title: 'Early Extension: Why You Stand Up Through the Ball and How to Stop',
  excerpt:
    'Losing your posture in the downswing causes blocks, hooks and thin strikes. Understand what early extension is, what usually causes it, and the drills that keep you in your posture.',
  content: html([
    '<p>Early extension is one of the most common faults in amateur golf and one of the most misunderstood. It describes a downswing in which the pelvis moves towards the ball and the trunk straightens up before impact, so the golfer loses the posture they set at address. It is easy to see on video and often hard to feel, which is exactly why filming it is so useful.</p>',
    '<h2>What it looks like</h2>',
    '<p>From the down-the-line view, draw a vertical line that touches your backside at address. In a swing that keeps its posture, the backside stays on or close to that line through impact while the pelvis rotates and the lead hip works back and away from the ball. With early extension the backside moves off the line towards the ball, the hips and knees straighten too soon and the head often rises. Good players do extend their legs and hips through impact, and it helps them create speed, so the word “early” matters: the fault is extension that comes too soon and pushes the hips towards the ball instead of turning them.</p>',
    '<h2>Why it costs you</h2>',
    '<p>When the hips move towards the ball, they take up the space the arms need to swing through. The body then has to do something to stop the club hitting the ground or the ball coming off the hosel. Typical reactions are:</p>',
    '<ul><li>Stalling the rotation and flipping the hands, which produces hooks and high, weak shots.</li><li>Holding the face open and shoving the handle, which produces blocks to the right for a right-handed golfer.</li><li>Lifting the chest, which raises the low point and causes thin or toe strikes.</li><li>Occasionally, shanks, because the hands are pushed further away from the body.</li></ul>',
    '<h2>The usual causes</h2>',
    '<p><strong>Setup.</strong> If you stand too upright at address, with little hinge from the hips, there is no posture to maintain and nowhere for the hips to go but forwards. Hinge from the hips until your arms hang under your shoulders, with the knees flexed just enough to feel athletic.</p>',
    '<p><strong>Mobility.</strong> Rotating through impact needs internal rotation of the lead hip. If that movement is limited, the pelvis cannot keep turning and thrusts forwards instead. Restricted rotation in the upper back can have a similar effect.</p>',
    '<p><strong>Swing path.</strong> A club that comes down too far from the inside, or too steeply from the outside, can trigger a reflex to stand up and save the strike. Here early extension is a compensation, and fixing the arms and club is what fixes the hips.</p>',
    '<p><strong>Intent.</strong> Trying to help the ball into the air encourages the body to lift. The loft on the club does that job; the body’s job is to keep rotating.</p>',
    '<h2>Drills that work</h2>',
    '<p><strong>The wall drill.</strong> Set up with your backside just touching a wall or the back of a chair. Make slow swings, without a ball at first. At the top, your trail glute should still be in contact. Through impact, your lead glute should touch the wall as the lead hip rotates back. If you lose contact on the way down, the hips have moved towards the ball.</p>',
    '<p><strong>Lead hip back.</strong> Hit half shots with the feeling that the lead pocket moves back and behind you as you start down, rather than towards the ball. Many golfers find that the start of the downswing then feels more like a slight squat than a stand-up.</p>',
    '<p><strong>Headcover gate.</strong> Place a headcover a few centimetres outside the toe of the club at address. If you extend early, the hands and club move outwards and clip the headcover. It gives instant feedback on whether your arms have room.</p>',
    '<h2>Track it over time</h2>',
    '<p>Early extension rarely disappears after one session. Film the same down-the-line view every week, with the camera in the same place, and compare how far your backside moves off the line between address and impact. Fairway Coach follows your hips and shoulders frame by frame, so you can see whether the change is holding in normal practice, not only while you are doing drills.</p>',
  ]),
  category: 'Technique',
  tags: ['Early Extension', 'Posture', 'Downswing', 'Drills'],
  featuredImage: imageFor('early-extension-causes-and-fixes'),
  author: COACHING_TEAM,
  metaTitle: 'Early Extension in the Golf Swing: Causes, Effects and Drills',
  metaDescription:
    'Standing up through the ball causes blocks, hooks and thin strikes. Learn how to spot early extension on video, why it happens and the drills that fix it.',
  featured: true,
  publishedAt: '2026-10-07T08:00:00.000Z',
};

const leadArm: BlogPostSeed = {
  slug: 'lead-arm-at-the-top',
  title: 'The Lead Arm at the Top: Straight, Bent or Simply Connected?',
  excerpt:
    'A perfectly straight lead arm is not required, but width, plane and wrist angle at the top matter. What to check at the top of your backswing and how to improve it without straining.',
  content: html([
    '<p>“Keep your left arm straight” is among the oldest pieces of golf advice. It contains a useful idea, but taken literally it leads many players into a stiff, locked arm and a restricted turn. What matters at the top of the backswing is less whether the lead arm is perfectly straight and more whether it is wide, on a sensible plane and connected to the turn of the body. For a right-handed golfer the lead arm is the left arm; reverse everything if you play left-handed.</p>',
    '<h2>Straight, or just extended?</h2>',
    '<p>A relaxed lead arm with a slight bend at the elbow is common among good ball-strikers. The problem is a <strong>collapse</strong>: a large bend that lets the hands travel a long way back towards the head. It creates the feeling of a long backswing, but the length is false. The radius of the swing shrinks, and the arm has to straighten again on the way down, which adds one more moving part to time. Aim for extended, not locked, keeping a gentle width between the lead shoulder and the hands.</p>',
    '<h2>Plane: where the arm points</h2>',
    '<p>From the down-the-line view, compare the lead arm with the line across the shoulders at the top. Many consistent players have the lead arm roughly parallel to that line or slightly steeper than it. An arm well below the shoulder line, wrapped around the body, tends to go with a flat backswing and a swing that gets stuck behind the body; an arm pointing steeply at the sky, far above the shoulders, often goes with an upright backswing and an over-the-top move. There is a range that works, and your build and flexibility will place you somewhere in it, so the aim is to avoid the extremes rather than copy one model.</p>',
    '<h2>The lead wrist and the clubface</h2>',
    '<p>The lead arm’s partner at the top is the lead wrist. It can be <strong>flat</strong>, with the back of the hand in line with the forearm, <strong>cupped</strong>, bent back, or <strong>bowed</strong>, bent forward. Together with the rotation of the forearm, the wrist sets where the clubface points. A cupped wrist tends to open the face; a bowed wrist tends to close it. Neither is wrong in itself, because grip strength changes what is needed, but the wrist and the grip have to match, or the hands will have to rescue the face on the way down.</p>',
    '<h2>Why the arm collapses</h2>',
    '<ul><li><strong>Not enough turn.</strong> If the shoulders stop turning, the arms keep going on their own and the elbow bends to make the swing feel complete.</li><li><strong>A dominant trail arm.</strong> A trail arm that pulls the club back folds the lead arm with it.</li><li><strong>Chasing parallel.</strong> A club parallel to the ground at the top is not a requirement. A shorter, wider backswing usually gives more consistent speed than a longer, narrower one.</li><li><strong>Mobility.</strong> Limited shoulder mobility makes it hard to move the lead arm across the chest while turning.</li></ul>',
    '<h2>Drills</h2>',
    '<p><strong>Turn, then stop.</strong> Swing to the top and hold. Check that your lead arm lies across your chest and that the backswing ends when your shoulders stop turning. If your hands keep going after the turn has finished, shorten the swing until they don’t.</p>',
    '<p><strong>Lead-arm-only swings.</strong> Hold a short iron in the lead hand only, gripping down a little, and make slow three-quarter swings. Without the trail hand to pull, the lead arm naturally stays wide. Hit a few soft shots this way, then add the trail hand and keep the same width.</p>',
    '<p><strong>Cross-body check.</strong> Standing upright, bring your lead arm across your chest and hold it gently with the other hand. If you feel significant restriction, work on shoulder mobility and accept a slightly shorter swing in the meantime.</p>',
    '<h2>Checking it on video</h2>',
    '<p>Pause your down-the-line video at the top and draw two lines: one along the lead arm and one across the shoulders. Compare the angle between them from swing to swing. Then use the face-on view to look at the elbow: a gentle bend is fine, but a sharp fold is worth working on. A frame-by-frame breakdown such as the one in Fairway Coach makes these before-and-after comparisons quick, but the principle works with any video player that can pause.</p>',
  ]),
  category: 'Technique',
  tags: ['Backswing', 'Swing Plane', 'Lead Arm'],
  featuredImage: imageFor('lead-arm-at-the-top'),
  author: null,
  metaTitle: null,
  metaDescription:
    'Should the lead arm be straight at the top of the golf swing? How width, swing plane and lead wrist angle matter more, with drills and video checks.',
  featured: false,
  publishedAt: '2026-10-21T08:00:00.000Z',
};

const filming: BlogPostSeed = {
  slug: 'how-to-film-your-golf-swing',
  title: 'How to Film Your Golf Swing for Accurate Analysis',
  excerpt:
    'Camera position, height, frame rate and light decide how much any coach or AI can see in your swing. A practical guide to down-the-line and face-on videos with a phone.',
  content: html([
    '<p>The quality of any swing analysis, from a coach or from software, is limited by the video it starts with. A camera a metre out of position can make a good swing look flawed, and a dim, blurred clip can hide exactly the frame that matters. The good news is that a phone and ten minutes of care are enough for video that gives reliable results.</p>',
    '<h2>The two standard views</h2>',
    '<p><strong>Down-the-line</strong> is filmed from behind the golfer, looking towards the target. It shows swing plane, posture, early extension and the path of the club. Place the camera on a line parallel to your target line, level with your hands at address; some coaches prefer the line of your toes, and either works if you always use the same one. Point the lens parallel to the target line, not at the ball or at yourself. If the camera is angled even slightly, the swing plane will look steeper or flatter than it really is.</p>',
    '<p><strong>Face-on</strong> is filmed from directly opposite the golfer, at right angles to the target line. It shows sway, pressure shift, ball position, the lead arm and the lean of the shaft at impact. Centre the camera on the middle of your stance and keep it square to you.</p>',
    '<h2>Height and distance</h2>',
    '<p>Set the camera at about the height of your hands at address, which for most adults is roughly hip height, around a metre off the ground. Filming from eye level makes the golfer look shorter and the plane steeper; filming from the ground distorts it the other way. Stand the camera far enough away that the whole swing fits in the frame with space to spare: head to feet, plus the clubhead at the top of the backswing and at the finish. Three to four metres is usually right with a phone’s standard lens.</p>',
    '<p>Use the main 1x lens, not the ultra-wide one. Wide-angle lenses bend straight lines near the edges of the picture, which distorts the club and the body, the very things you want to measure. Portrait and landscape both work as long as the whole swing is in the frame; choose one and keep it.</p>',
    '<h2>Frame rate and shutter</h2>',
    '<p>The clubhead moves far too quickly around impact for a standard 30 frames per second to capture it clearly. Use <strong>60 frames per second as a minimum</strong>; 120 or 240 frames per second, the slow-motion setting on most phones, is better for studying the club near impact. Higher frame rates need more light, because each frame is exposed for less time. In poor light a phone lengthens the exposure or adds noise, and the club turns into a smear. If your slow-motion clips look grainy, film outdoors or add light rather than accepting a murky picture.</p>',
    '<h2>Lighting and background</h2>',
    '<ul><li>Keep the main light behind the camera or to one side. Filming into the sun or towards a bright window turns you into a silhouette.</li><li>Choose a plain background that contrasts with your clothes: dark clothing against a light wall, light clothing against a hedge.</li><li>Keep other people out of the frame; pose detection can lock onto the wrong person.</li><li>Indoors, bright, even light from several sources is better than a single strong lamp, which casts hard shadows.</li></ul>',
    '<h2>Stability and focus</h2>',
    '<p>Use a tripod, or a phone clamp on an alignment stick pushed into the ground. Hand-held video moves, and any movement of the frame looks like movement of the golfer. Before you start, tap and hold on the screen where you will stand to lock focus and exposure, so the phone does not readjust mid-swing. Lay a second alignment stick on the ground along your target line; it gives you, and the analysis, a reference for direction.</p>',
    '<h2>Recording and uploading</h2>',
    '<p>Start recording a couple of seconds before your takeaway and stop after your finish. Short clips are easier to review and quicker to upload; a few seconds around the swing is all you need, and it keeps slow-motion files comfortably within Fairway Coach’s 50 MB upload limit. MP4 and MOV files from modern phones are both accepted.</p>',
    '<p>Finally, be consistent. Mark the spots for your tripod and your feet with tees and film from the same place every time. Comparing two swings only means something if the camera has not moved between them, and consistent video is what lets you see real progress over the weeks rather than differences in camera angle.</p>',
  ]),
  category: 'Equipment & Setup',
  tags: ['Video', 'Camera Setup', 'Swing Analysis'],
  featuredImage: imageFor('how-to-film-your-golf-swing'),
  author: COACHING_TEAM,
  metaTitle: 'How to Film Your Golf Swing: Camera Position, Height and Frame Rate',
  metaDescription:
    'Set up your phone for golf swing video that analysis can trust: down-the-line and face-on placement, camera height, distance, frame rate, lighting and stability.',
  featured: true,
  publishedAt: '2026-11-04T08:00:00.000Z',
};

const practicePlan: BlogPostSeed = {
  slug: 'four-week-practice-plan',
  title: 'A Four-Week Practice Plan That Carries Over to the Course',
  excerpt:
    'Hitting a bucket of balls with one club feels productive but rarely lowers scores. This four-week plan mixes technical work, realistic practice and measurement so your gains last.',
  content: html([
    '<p>Most golfers practise in the way that feels best: the same club, the same target, ball after ball until the strikes feel good. It builds confidence on the range, then disappears on the first tee. The reason is well established in motor-learning research: practice that feels smooth in the moment is not the same as practice that lasts. Repeating one shot gives better performance during the session, while varying shots gives better retention and better transfer to new situations. A good plan uses both, on purpose.</p>',
    '<h2>The shape of every session</h2>',
    '<p>Each session in this plan lasts about an hour to an hour and a quarter and follows the same shape:</p>',
    '<ul><li><strong>Warm-up, 10 minutes.</strong> Mobility for the hips and upper back, then short wedge shots building up to full swings.</li><li><strong>Technical block, 20 minutes.</strong> One swing change only, worked on with slow rehearsals, drills and video. Repeating the same shot is fine here.</li><li><strong>Transfer block, 20 minutes.</strong> Change club and target on every ball and use your full pre-shot routine. This is where the change has to survive.</li><li><strong>Short game and putting, 15 to 25 minutes.</strong> This is where most shots are saved or lost.</li></ul>',
    '<h2>Week 1: Baseline</h2>',
    '<p>Before changing anything, measure. Film your swing from both standard views with a mid-iron and a driver, and upload the clips for analysis. Note your tempo ratio and the one or two positions flagged most clearly. On the range, hit nine balls with a 7-iron at one target and record how many finish within a realistic landing area. On the practice green, count how many of ten putts from two metres you hole. These numbers are your starting point; write them down where you will see them.</p>',
    '<h2>Week 2: One change</h2>',
    '<p>Choose a single priority from your analysis, usually the one that appears earliest in the swing, since faults at address and in the backswing often cause the faults that follow. Spend the technical block on it, with drills at slow speed, then half speed, then full speed. Film five swings at the end of the block to check that the change is real and not just a feeling. In the transfer block, do not think about the change at all; focus on the target. That tests whether it is starting to become automatic.</p>',
    '<h2>Week 3: Add pressure</h2>',
    '<p>Now make practice matter. Play the range as a course: pick a hole you know, hit the tee shot with the club you would use there, then the approach with whatever club the remaining distance needs, and carry on hole by hole. Set a consequence for missing a target, such as starting the hole again. Around the green, drop a ball in an awkward spot and count how often you get down in two. Pressure in practice makes the first tee feel more familiar.</p>',
    '<h2>Week 4: Retest and decide</h2>',
    '<p>Repeat the week 1 tests in the same conditions: the same clubs, the same camera positions and the same distances. Compare the videos side by side and compare the numbers. If the change shows in the video and in the results, keep building on it. If it shows on video but not in the results, spend another fortnight mainly in the transfer block. If it does not show on video at all, go back to slower rehearsals, or check whether a mobility restriction is getting in the way.</p>',
    '<h2>Principles that make it work</h2>',
    '<ul><li><strong>One change at a time.</strong> With two changes you cannot tell which one helped.</li><li><strong>Feel is not real.</strong> What you feel and what you do are often different. Video is the referee.</li><li><strong>Little and often.</strong> Several shorter sessions in a week usually achieve more than one long one, because learning continues between sessions.</li><li><strong>Stop when focus fades.</strong> Tired, careless repetitions rehearse the wrong movement.</li></ul>',
    '<p>Four weeks is long enough to see whether a change is taking hold, and short enough to stay motivated. Run the cycle again with the next priority, and your practice becomes a series of measurable steps rather than a hope that hitting more balls will help.</p>',
  ]),
  category: 'Practice',
  tags: ['Practice Plan', 'Drills', 'Short Game'],
  featuredImage: imageFor('four-week-practice-plan'),
  author: null,
  metaTitle: 'A Four-Week Golf Practice Plan That Transfers to the Course',
  metaDescription: null,
  featured: false,
  publishedAt: '2026-11-17T08:00:00.000Z',
};

export const blogPostSeeds: BlogPostSeed[] = [tempo, hipSway, earlyExtension, leadArm, filming, practicePlan];
