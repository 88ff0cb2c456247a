/**
 * The pose tracker on real footage: the fixture swing, the same swing as a small figure in a wide
 * shot, stored sideways the way phones store portrait clips, and as a still image.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractJpegFrames, MediaTooLongError, probeVideo, UnreadableMediaError } from '../../media';
import { androidSlowMotionCopy, fixtureVideo, makeWithFfmpeg, phoneStyleCopy, tempDir } from '../../media/testMedia';
import type { Keypoint, PoseFrame, PoseTrack } from '../../swing/types';
import { clubHeldAtTheBall } from '../../shared/swingTrace';
import { analyzeSwing } from '../../swing';
import { swingStretches } from '../club/traceClub';
import { clubOfSwing, trackImage, trackVideoFile, trackVideoFileWithStats, type TrackingStats } from './index';

const SLOW = { timeout: 180_000 };

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const meanScore = (frames: PoseFrame[]) => mean(frames.map((f) => mean(f.keypoints.map((k) => k.score))));
const mid = (k: Keypoint[], a: number, b: number) => ({ x: (k[a].x + k[b].x) / 2, y: (k[a].y + k[b].y) / 2 });

/** Pixel distance between two normalised points of a track's frame. */
const distance = (track: PoseTrack, p: { x: number; y: number }, q: { x: number; y: number }) =>
  Math.hypot((p.x - q.x) * track.width, (p.y - q.y) * track.height);
const torso = (track: PoseTrack, k: Keypoint[]) => distance(track, mid(k, 5, 6), mid(k, 11, 12));

let fixture: { track: PoseTrack; stats: TrackingStats };
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
  fixture = await trackVideoFileWithStats(fixtureVideo());
}, 180_000);

describe('the fixture swing', () => {
  it('has every frame measured and the right size, rate and length', () => {
    const { track } = fixture;
    expect(track).toMatchObject({ source: 'video', width: 354, height: 492, fps: 29.97, frameCount: 264, model: 'lightning' });
    expect(track.captureFps).toBeUndefined();
    expect(track.durationMs).toBeGreaterThan(8750);
    expect(track.motion).toHaveLength(264);
    expect(track.motion.map((m) => m.frame)).toEqual([...Array(264).keys()]);
    const frames = track.frames.map((f) => f.frame);
    expect(frames).toEqual([...new Set(frames)].sort((a, b) => a - b));
  });

  it('follows the golfer: confident keypoints, an upright body, wrists within reach of the shoulders', () => {
    const { track } = fixture;
    expect(meanScore(track.frames)).toBeGreaterThan(0.5);
    for (const { keypoints: k } of track.frames) {
      const t = torso(track, k);
      expect(t).toBeGreaterThan(40);
      expect(k[0].y).toBeLessThan(mid(k, 11, 12).y); // nose above the hips
      expect(mid(k, 11, 12).y).toBeLessThan(mid(k, 15, 16).y); // hips above the ankles
      for (const wrist of [k[9], k[10]]) {
        if (wrist.score > 0.3) expect(distance(track, wrist, mid(k, 5, 6))).toBeLessThan(2.2 * t);
      }
    }
  });

  it('poses densely through the swing and sparsely around it', async () => {
    const labels = JSON.parse(await readFile(resolve(import.meta.dirname, '../../../tests/fixtures/labels/golfdb-test-swing.json'), 'utf8')) as {
      events: { address: number; finish: number };
    };
    const { address, finish } = labels.events;
    const posed = fixture.track.frames.map((f) => f.frame);
    const inSwing = posed.filter((f) => f >= address && f <= finish).length / (finish - address + 1);
    // The golfer waggles until about frame 15 and relaxes and walks after the finish, which
    // rightly costs poses too, so the comparison is with the still wait at address (15 to 47).
    const stillFrom = 15;
    const before = posed.filter((f) => f >= stillFrom && f < address).length / (address - stillFrom);
    expect(fixture.stats.framesPosed).toBeLessThan(264 / 2);
    expect(inSwing).toBeGreaterThan(2 * before);
    // The downswing (from the hands' fastest descent to impact) is posed on at least every other
    // frame on average, and never left unposed for more than 4 frames (133 ms) while the hands move.
    const downswing = posed.filter((f) => f >= 126 && f <= 143);
    expect(downswing.length / 18).toBeGreaterThanOrEqual(0.4);
    downswing.slice(1).forEach((f, i) => expect(f - downswing[i]).toBeLessThanOrEqual(4));
  });

  it('measures more motion around the hands in the downswing than at address', () => {
    const { motion } = fixture.track;
    const at = (from: number, to: number) => mean(motion.slice(from, to + 1).map((m) => m.hands));
    expect(at(125, 140)).toBeGreaterThan(5 * at(33, 52));
  });
});

describe("the club over the fixture's swing", () => {
  it('is read again from the clip: the clubhead where the labels put it at address and impact, nothing outside the swing', SLOW, async () => {
    const labels = JSON.parse(await readFile(resolve(import.meta.dirname, '../../../tests/engine/labels/clubhead.json'), 'utf8')) as {
      clips: Record<string, Record<string, { frame: number; x: number; y: number }>>;
    };
    const { track } = fixture;

    const club = await clubOfSwing(fixtureVideo(), await probeVideo(fixtureVideo()), track);

    const [stretch] = swingStretches(track);
    expect(club!.frames).toBe(stretch.last - stretch.first + 1);
    const frames = club!.samples.map((sample) => sample.frame);
    expect(Math.min(...frames)).toBeGreaterThanOrEqual(stretch.first);
    expect(Math.max(...frames)).toBeLessThanOrEqual(stretch.last);
    // As the player draws them, the clubhead held at the ball around impact; within 5 % of the
    // golfer's height, the trace's aim (285 px at address here, as eval:trace measures it: nose to
    // ankles and a tenth more).
    const outcome = analyzeSwing(track);
    if (outcome.kind !== 'swing') throw new Error('the fixture is a swing');
    const drawn = clubHeldAtTheBall(club!.samples, outcome.analysis.analysisResults.events, track);
    for (const name of ['address', 'impact']) {
      const label = labels.clips['golfdb-test-swing.mp4'][name];
      const sample = drawn.find((s) => s.frame === label.frame);
      expect(sample, name).toBeDefined();
      expect(distance(track, sample!.head, label), name).toBeLessThan(0.05 * 285);
    }
  });
});

describe('a golfer small in a wide shot', () => {
  it('is found and followed through a crop', SLOW, async () => {
    // The first second of the swing clip shrunk to 160×222 and placed low right on a 1280×720 field:
    // the golfer is about a twentieth of the width and a fifth of the height.
    // ffmpeg arguments stay in their flag/value groups, one line per step.
    // prettier-ignore
    const wide = await makeWithFfmpeg(join(dir, 'wide.mp4'), [
      '-i', fixtureVideo(), '-t', '1', '-an',
      '-vf', 'scale=160:222,pad=1280:720:980:420:color=0x4a7a3a', '-c:v', 'libx264', '-preset', 'ultrafast',
    ]);
    const track = await trackVideoFile(wide);
    expect(track).toMatchObject({ width: 1280, height: 720 });
    expect(track.frames.length).toBeGreaterThan(2);
    expect(meanScore(track.frames)).toBeGreaterThan(0.4);
    // Mapped back into the fixture's own frame, the hips are where the fixture track has them.
    const reference = fixture.track.frames;
    for (const { frame, keypoints } of track.frames) {
      const hips = mid(keypoints, 11, 12);
      const inFixture = { x: (hips.x * 1280 - 980) / 160, y: (hips.y * 720 - 420) / 222 };
      const nearest = reference.reduce((best, f) => (Math.abs(f.frame - frame) < Math.abs(best.frame - frame) ? f : best));
      const expected = mid(nearest.keypoints, 11, 12);
      expect(Math.abs(inFixture.x - expected.x)).toBeLessThan(0.06);
      expect(Math.abs(inFixture.y - expected.y)).toBeLessThan(0.06);
    }
  });
});

describe('a portrait clip stored sideways with rotation metadata', () => {
  it('gives an upright track, the same as the original, the same every time', SLOW, async () => {
    const phone = await phoneStyleCopy(fixtureVideo(), join(dir, 'phone.mp4'), { seconds: 1, codec: 'libx264' });
    const track = await trackVideoFile(phone);
    expect(track).toMatchObject({ width: 354, height: 492 });
    const reference = new Map(fixture.track.frames.map((f) => [f.frame, f.keypoints]));
    const shared = track.frames.filter((f) => reference.has(f.frame));
    expect(shared.length).toBeGreaterThan(2);
    for (const { frame, keypoints } of shared) {
      const original = reference.get(frame)!;
      for (const j of [5, 6, 11, 12]) {
        expect(Math.abs(keypoints[j].x - original[j].x)).toBeLessThan(0.03);
        expect(Math.abs(keypoints[j].y - original[j].y)).toBeLessThan(0.03);
      }
    }
    expect(await trackVideoFile(phone)).toEqual(track);
  });
});

describe('an Android slow-motion clip', () => {
  it('carries the capture rate its header states', SLOW, async () => {
    const slowMotion = await androidSlowMotionCopy(fixtureVideo(), join(dir, 'android-slow-motion.mp4'), { times: 8, capturedAt: 240, seconds: 0.5 });
    expect((await trackVideoFile(slowMotion)).captureFps).toBe(240);
  });
});

describe('a still image', () => {
  it('of the golfer at address is one confident frame, with Lightning and with Thunder', SLOW, async () => {
    const [jpeg] = await extractJpegFrames(fixtureVideo(), [60], 354);
    const lightning = await trackImage(jpeg);
    expect(lightning).toMatchObject({ source: 'image', width: 354, height: 492, fps: 0, frameCount: 1, model: 'lightning', motion: [] });
    expect(meanScore(lightning.frames)).toBeGreaterThan(0.5);
    const thunder = await trackImage(jpeg, { model: 'thunder' });
    expect(thunder.model).toBe('thunder');
    expect(meanScore(thunder.frames)).toBeGreaterThan(0.5);
    // Both models put the hips in the same place.
    const a = mid(lightning.frames[0].keypoints, 11, 12);
    const b = mid(thunder.frames[0].keypoints, 11, 12);
    expect(distance(lightning, a, b)).toBeLessThan(0.3 * torso(lightning, lightning.frames[0].keypoints));
  });

  it('of a rendered screen with nobody on it has no confident body', SLOW, async () => {
    const screen = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><rect width="1280" height="800" fill="#f4f6f8"/>' +
        '<rect width="1280" height="64" fill="#1f6f43"/><text x="40" y="200" font-size="48" font-family="sans-serif">Dashboard</text>' +
        '<rect x="40" y="260" width="500" height="300" fill="#dfe7ee"/><text x="60" y="320" font-size="28">Handicap 12.4</text></svg>',
    );
    const track = await trackImage(await sharp(screen).png().toBuffer());
    expect(track).toMatchObject({ width: 1280, height: 800 });
    expect(meanScore(track.frames)).toBeLessThan(0.3);
  });

  it('of a clip with nobody in it stops reading after three seconds', SLOW, async () => {
    // A 20 s zoom into a fractal: motion everywhere, no person anywhere.
    const scenery = await makeWithFfmpeg(join(dir, 'scenery.mp4'), [
      '-f',
      'lavfi',
      '-i',
      'mandelbrot=s=640x360:r=30',
      '-t',
      '20',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
    ]);
    const { track, stats } = await trackVideoFileWithStats(scenery);
    expect(stats.framesDecoded).toBeLessThanOrEqual(3 * 30 + 2);
    expect(meanScore(track.frames)).toBeLessThan(0.3);
  });

  it('that is not an image is refused as unreadable', async () => {
    await expect(trackImage(Buffer.from('GIF89a? no, just text'))).rejects.toBeInstanceOf(UnreadableMediaError);
  });
});

describe('media a member must fix', () => {
  it('a text file named .mp4 is unreadable, a 61-second clip too long', SLOW, async () => {
    const text = join(dir, 'swing.mp4');
    await writeFile(text, 'not a video at all');
    await expect(trackVideoFile(text)).rejects.toBeInstanceOf(UnreadableMediaError);
    const long = await makeWithFfmpeg(join(dir, 'long.mp4'), [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=32x32:rate=2',
      '-t',
      '61',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
    ]);
    await expect(trackVideoFile(long)).rejects.toBeInstanceOf(MediaTooLongError);
  });
});
