/**
 * Tracking on a thread of its own (issue 25): the same track as on this thread, held back while
 * another member's analysis has the CPU (decision 1510), ended by its time limit or its signal;
 * and the club read over a tracked swing on a thread that loads no model (decision 2817).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractJpegFrames, MediaOverLimitError, probeVideo, UnreadableMediaError } from '../../media';
import { fixtureVideo, patternClip, tempDir } from '../../media/testMedia';
import { clubInThread } from './clubInThread';
import { clubOfSwing, trackImage } from './index';
import { TrackingTimeLimit, type CpuHold } from './runOnThread';
import { keepSpareTrackThread, spareTrackThread } from './spareTrackThread';
import { trackInThread } from './trackInThread';

const SLOW = { timeout: 180_000 };

/** A hold the test switches by hand, as a Turn is switched by CpuTurns. */
class Switch implements CpuHold {
  readonly listeners = new Set<(held: boolean) => void>();
  constructor(public held: boolean) {}
  watch(listener: (held: boolean) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(held: boolean) {
    this.held = held;
    for (const listener of this.listeners) listener(held);
  }
}

let dir: string;
let still: string;
beforeAll(async () => {
  dir = await tempDir();
  const [jpeg] = await extractJpegFrames(fixtureVideo(), [100], 354);
  still = join(dir, 'still.jpg');
  await sharp(jpeg).toFile(still);
});

describe('trackInThread', () => {
  it('gives the track this thread would give', SLOW, async () => {
    const there = await trackInThread({ kind: 'image', path: still, model: 'lightning' }, { timeLimitMs: 120_000 });
    expect(there).toEqual(await trackImage(await readFile(still)));
  });

  it('runs a clip on the thread started ahead with its model loaded, and leaves the next to its caller', SLOW, async () => {
    const first = await trackInThread({ kind: 'image', path: still, model: 'lightning' }, { timeLimitMs: 120_000 });
    keepSpareTrackThread('lightning');
    await spareTrackThread()!.loaded;
    const second = trackInThread({ kind: 'image', path: still, model: 'lightning' }, { timeLimitMs: 120_000 });
    expect(spareTrackThread()).toBeNull();
    expect(await second).toEqual(first);
    expect(spareTrackThread()).toBeNull();
  });

  it('runs a clip of another model than the spare’s on a thread of its own, and ends the spare', SLOW, async () => {
    keepSpareTrackThread('lightning');
    const thunder = await trackInThread({ kind: 'image', path: still, model: 'thunder' }, { timeLimitMs: 120_000 });
    expect(thunder.model).toBe('thunder');
    expect(spareTrackThread()).toBeNull();
  });

  it('brings the member’s media error back as the same kind of error', SLOW, async () => {
    const wide = await patternClip(join(dir, 'wide.mp4'), { width: 16384, height: 8, fps: 30, seconds: 1 });
    await expect(trackInThread({ kind: 'video', path: wide, model: 'lightning' }, { timeLimitMs: 120_000 })).rejects.toBeInstanceOf(MediaOverLimitError);
  });

  it('brings back what the decoder said of a clip it could not read, for the log', SLOW, async () => {
    const junk = join(dir, 'junk.mp4');
    await writeFile(junk, Buffer.alloc(4096, 7));
    const failure = await trackInThread({ kind: 'video', path: junk, model: 'lightning' }, { timeLimitMs: 120_000 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableMediaError);
    expect((failure as UnreadableMediaError).detail).toMatch(/^not a video container we read/);
  });

  it('tracks a clip over 960 px, whose frames a shrinking thread of its own makes', SLOW, async () => {
    const hd = await patternClip(join(dir, 'hd.mp4'), { width: 1280, height: 720, fps: 30, seconds: 1 });
    const track = await trackInThread({ kind: 'video', path: hd, model: 'lightning' }, { timeLimitMs: 120_000 });
    expect(track).toMatchObject({ width: 1280, height: 720, frameCount: 30 });
  });

  it('runs to the end once released from a hold', SLOW, async () => {
    const hold = new Switch(true);
    const stages: string[] = [];
    const run = trackInThread(
      { kind: 'video', path: fixtureVideo(), model: 'lightning' },
      { hold, timeLimitMs: 170_000, onProgress: (stage) => stages.push(stage) },
    );
    expect(stages).toEqual([]);
    hold.set(false);
    expect((await run).frameCount).toBe(264);
    expect(stages.length).toBeGreaterThan(0);
  });

  it('is ended by its time limit, and never reports progress while held', SLOW, async () => {
    const stages: string[] = [];
    const run = trackInThread(
      { kind: 'video', path: fixtureVideo(), model: 'lightning' },
      { hold: new Switch(true), timeLimitMs: 8_000, onProgress: (stage) => stages.push(stage) },
    );
    await expect(run).rejects.toBeInstanceOf(TrackingTimeLimit);
    expect(stages).toEqual([]);
  });

  it('is ended when its signal aborts', SLOW, async () => {
    const controller = new AbortController();
    const run = trackInThread(
      { kind: 'video', path: fixtureVideo(), model: 'lightning' },
      { timeLimitMs: 120_000, signal: controller.signal, onProgress: () => controller.abort(new Error('the job was taken back')) },
    );
    await expect(run).rejects.toThrow('the job was taken back');
  });
});

describe('clubInThread', () => {
  it('reads the club over the swing as this thread reads it, once released from a hold', SLOW, async () => {
    const track = await trackInThread({ kind: 'video', path: fixtureVideo(), model: 'lightning' }, { timeLimitMs: 170_000 });
    expect(track.club).toBeUndefined();
    const hold = new Switch(true);
    const read = clubInThread({ path: fixtureVideo(), track }, { hold, timeLimitMs: 170_000 });
    hold.set(false);
    const samples = await read;
    expect(samples?.length).toBeGreaterThan(100);
    expect(samples).toEqual((await clubOfSwing(fixtureVideo(), await probeVideo(fixtureVideo()), track))?.samples);
  });

  it('brings back a clip it cannot read as the member’s media error', SLOW, async () => {
    const track = await trackInThread({ kind: 'image', path: still, model: 'lightning' }, { timeLimitMs: 120_000 });
    const junk = join(dir, 'junk-club.mp4');
    await writeFile(junk, Buffer.alloc(4096, 7));
    await expect(clubInThread({ path: junk, track }, { timeLimitMs: 120_000 })).rejects.toBeInstanceOf(UnreadableMediaError);
  });
});
