import { describe, expect, it } from 'vitest';
import type { Keypoint } from '../../swing/types';
import { ClubTracker, clubAtRest, gripOf } from './clubTracker';
import { AT_THE_TOP, frame, HEIGHT, JOINTS, paintDisc, paintShaft, pose, WIDTH } from './paintedGolfer';

describe('the club tracker', () => {
  it('finds the shaft running out of the hands and puts the clubhead at its end', () => {
    const seen = new ClubTracker().next(frame(0, [250, 380]), pose());
    expect(seen).not.toBeNull();
    expect(seen!.head.x * WIDTH).toBeCloseTo(250, -1);
    expect(seen!.head.y * HEIGHT).toBeCloseTo(380, -1);
    expect(seen!.grip.x * WIDTH).toBeCloseTo(160, 0);
    expect(seen!.grip.y * HEIGHT).toBeCloseTo(205, 0);
  });

  it('follows a moving shaft in the change between frames', () => {
    const tracker = new ClubTracker();
    tracker.next(frame(0, [250, 380]), pose());
    const seen = tracker.next(frame(1, [40, 120]), pose());
    expect(seen!.head.x * WIDTH).toBeCloseTo(40, -1);
    expect(seen!.head.y * HEIGHT).toBeCloseTo(120, -1);
  });

  it('puts a moving clubhead where its line in the change is last seen, not in the faint noise past it', () => {
    // Each frame carries its own faint grain (a compressed video's noise), too faint to be a line,
    // and the moving club's last 12 pixels are darker (the head): the change is strongest there.
    const grained = (index: number, shaftTo: [number, number]) => {
      let seed = 11 + index;
      const picture = frame(index, shaftTo);
      for (let p = 0; p < WIDTH * HEIGHT; p += 1) {
        seed = (seed * 16807) % 2147483647;
        const grain = Math.round((seed / 2147483647 - 0.5) * 8);
        picture.data.fill(picture.data[p * 3] + grain, p * 3, p * 3 + 3);
      }
      paintShaft(picture.data, shaftTo, 0, 12);
      return picture;
    };
    const tracker = new ClubTracker();
    tracker.next(grained(0, [250, 380]), pose());
    const seen = tracker.next(grained(1, [40, 120]), pose());
    expect(seen).not.toBeNull();
    expect(Math.hypot(seen!.head.x * WIDTH - 40, seen!.head.y * HEIGHT - 120)).toBeLessThan(2);
  });

  it('holds the grip at the surer wrist when the other is placed further off than a grip allows', () => {
    // The left wrist put up at the shoulder (a blurred arm at impact), with the lower score.
    const misplaced = pose({ 9: { x: 150 / WIDTH, y: 120 / HEIGHT, score: 0.3 } });
    const seen = new ClubTracker().next(frame(0, [250, 380]), misplaced);
    expect(seen!.grip.x * WIDTH).toBeCloseTo(162, 0);
    expect(seen!.grip.y * HEIGHT).toBeCloseTo(205, 0);
    expect(Math.hypot(seen!.head.x * WIDTH - 250, seen!.head.y * HEIGHT - 380)).toBeLessThan(10);
  });

  it('leaves a gap where there is no line, and where there is no pose', () => {
    expect(new ClubTracker().next(frame(0, null), pose())).toBeNull();
    expect(new ClubTracker().next(frame(0, [250, 380]), null)).toBeNull();
  });

  it('says where it holds the grip on a pose, for a frame whose search found no line', () => {
    const misplaced = pose({ 9: { x: 150 / WIDTH, y: 120 / HEIGHT, score: 0.3 } });
    expect(gripOf(misplaced, WIDTH, HEIGHT)).toEqual(new ClubTracker().next(frame(0, [250, 380]), misplaced)!.grip);
    // Between the wrists, rounded as samples are.
    expect(gripOf(pose(), WIDTH, HEIGHT)).toEqual({ x: 0.3333, y: 0.3203 });
    // Without the shoulders the pose cannot place the torso the search is sized by.
    const noShoulders = pose({ 5: { x: 0, y: 0, score: 0 }, 6: { x: 0, y: 0, score: 0 } });
    expect(gripOf(noShoulders, WIDTH, HEIGHT)).toBeNull();
  });

  it('reads the club at rest on a posed frame only where the hands hang still, as against the poses either side', () => {
    const read = (shaftTo: [number, number] | null, keypoints: Keypoint[], neighbours: Keypoint[][]) => clubAtRest(frame(7, shaftTo), keypoints, neighbours);
    const atRest = read([250, 380], pose(), [pose(), pose()]);
    expect(atRest?.frame).toBe(7);
    expect(Math.hypot(atRest!.head.x * WIDTH - 250, atRest!.head.y * HEIGHT - 380)).toBeLessThan(10);
    // The hands 10 px (a tenth of the torso) from where they were: still. 20 px: the club is moving.
    const handsAt = (dy: number) =>
      pose({ 9: { x: 158 / WIDTH, y: (205 + dy) / HEIGHT, score: 0.9 }, 10: { x: 162 / WIDTH, y: (205 + dy) / HEIGHT, score: 0.9 } });
    expect(read([250, 380], pose(), [pose(), handsAt(10)])).not.toBeNull();
    expect(read([250, 380], pose(), [pose(), handsAt(20)])).toBeNull();
    // Hands held still above the torso's middle (the top, the finish): not the club at address.
    const lowered = (i: number) => ({ x: JOINTS[i][0] / WIDTH, y: (JOINTS[i][1] + 80) / HEIGHT, score: 0.9 });
    const handsUp = pose({ 5: lowered(5), 6: lowered(6), 11: lowered(11), 12: lowered(12) });
    expect(new ClubTracker().next(frame(7, [250, 380]), handsUp)).not.toBeNull();
    expect(read([250, 380], handsUp, [handsUp])).toBeNull();
    // The first posed frame has nothing to be still against.
    expect(read([250, 380], pose(), [])).toBeNull();
    expect(read(null, pose(), [pose()])).toBeNull();
  });

  it('looks for the club at rest only below the hands: at address it points down to the ground', () => {
    // The same shaft turned up from the hands (a flagstick or a wall's edge behind a still golfer).
    expect(new ClubTracker().next(frame(7, [330, 120]), pose())).not.toBeNull();
    expect(clubAtRest(frame(7, [330, 120]), pose(), [pose()])).toBeNull();
  });

  it('finds a still golfer’s club below the hands when a stronger line of the scene runs up from them', () => {
    // A dark line from the hands up to the picture's right side (an edge in the grass behind the
    // golfer), darker and longer than the shaft: the strongest line in any direction, and one that
    // leaves the picture, so the search of a moving frame finds no club at all.
    const sceneEdge = (data: Uint8Array) => {
      for (let x = 170; x < WIDTH; x += 1) {
        const y = Math.round(200 - (x - 170) * 0.45);
        data.fill(0, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
        data.fill(0, ((y + 1) * WIDTH + x) * 3, ((y + 1) * WIDTH + x) * 3 + 3);
      }
    };
    const tracker = new ClubTracker();
    expect(tracker.next(frame(0, [250, 380], sceneEdge), pose())).toBeNull();
    // The next frame is the same picture: the golfer holds still with the hands down, at address.
    const atAddress = tracker.next(frame(1, [250, 380], sceneEdge), pose());
    expect(atAddress).not.toBeNull();
    expect(Math.hypot(atAddress!.head.x * WIDTH - 250, atAddress!.head.y * HEIGHT - 380)).toBeLessThan(10);
  });

  it('does not take a line past the reach of any club for one: a line of the scene goes on', () => {
    expect(new ClubTracker().next(frame(0, [390, 485]), pose())).toBeNull();
  });

  it('leaves a gap where the line runs off the picture: the clubhead is out of frame', () => {
    // Within reach (2.2 torsos) but cut by the picture's left edge.
    expect(new ClubTracker().next(frame(0, [0, 60]), pose())).toBeNull();
  });

  it('finds a clubhead near the picture’s edge on textured grass, which runs on to the edge', () => {
    // Grass: every pixel a little lighter or darker, so a wide wedge finds a faint line anywhere.
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const grass = (data: Uint8Array) => {
      for (let p = 0; p < WIDTH * HEIGHT; p += 1) data.fill(120 + Math.round((random() - 0.5) * 40), p * 3, p * 3 + 3);
    };
    const seen = new ClubTracker().next(frame(0, [450, 280], grass), pose());
    expect(seen).not.toBeNull();
    expect(Math.hypot(seen!.head.x * WIDTH - 450, seen!.head.y * HEIGHT - 280)).toBeLessThan(10);
  });

  it('ends the shaft where its straight line ends, not in the speckled ground past the clubhead', () => {
    // Dark specks scattered across the search's wedge for 40 pixels past the clubhead.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const specks = (data: Uint8Array) => {
      for (let k = 0; k < 60; k += 1) {
        const along = 4 + random() * 40;
        const across = (random() - 0.5) * 26;
        const x = Math.round(250 + along * 0.44 - across * 0.9);
        const y = Math.round(380 + along * 0.9 + across * 0.44);
        data.fill(30, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
      }
    };
    const seen = new ClubTracker().next(frame(0, [250, 380], specks), pose());
    expect(seen).not.toBeNull();
    expect(Math.hypot(seen!.head.x * WIDTH - 250, seen!.head.y * HEIGHT - 380)).toBeLessThan(10);
  });

  it('puts the clubhead at the shaft’s end when the hands’ own lines run beside the shaft near them', () => {
    // A darker line 9 pixels to the side of the shaft for its first 30 pixels past the hands (a
    // forearm's edge, a glove's seam): the wedge's strongest line there is off the shaft's.
    const handsEdge = (data: Uint8Array) => {
      for (let r = 15; r <= 45; r += 1) {
        const x = Math.round(160 + r * 0.457 + 9 * 0.889);
        const y = Math.round(205 + r * 0.889 - 9 * 0.457);
        data.fill(0, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 6);
      }
    };
    const seen = new ClubTracker().next(frame(0, [250, 380], handsEdge), pose());
    expect(seen).not.toBeNull();
    expect(Math.hypot(seen!.head.x * WIDTH - 250, seen!.head.y * HEIGHT - 380)).toBeLessThan(10);
  });

  describe('a club seen end on', () => {
    // Down the line at the top the shaft points away from the camera: no line runs out of the
    // hands, and the head is a dark patch beside them.
    it('puts the clubhead on the dark patch beside raised hands', () => {
      const seen = new ClubTracker().next(frame(0, null, paintDisc(240, 40)), AT_THE_TOP, true);
      expect(seen).not.toBeNull();
      expect(Math.hypot(seen!.head.x * WIDTH - 240, seen!.head.y * HEIGHT - 40)).toBeLessThan(4);
      expect(seen!.grip.x * WIDTH).toBeCloseTo(200, 0);
      expect(seen!.score).toBeGreaterThan(0.9);
    });

    it('reads no patch where the club cannot be end on, or the hands are not above the head', () => {
      expect(new ClubTracker().next(frame(0, null, paintDisc(240, 40)), AT_THE_TOP, false)).toBeNull();
      // The hands in front of the chest, the same patch beside them: a glove, a sleeve, the grip.
      expect(new ClubTracker().next(frame(0, null, paintDisc(200, 205)), pose(), true)).toBeNull();
    });

    it('takes neither the golfer’s own head nor a faint patch for the clubhead', () => {
      expect(new ClubTracker().next(frame(0, null, paintDisc(175, 65)), AT_THE_TOP, true)).toBeNull();
      expect(new ClubTracker().next(frame(0, null, paintDisc(240, 40, 80)), AT_THE_TOP, true)).toBeNull();
    });
  });
});
