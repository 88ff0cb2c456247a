import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SwingEvent } from '../../src/shared/analysis';
import { midEventLabels } from './midEvents';
import { clipLabelSchema } from './pce';
import { scoreAgainstSourceLabels, sourceClock } from './sourceLabels';

// The GolfDB clip's real labels (29.97 fps): its copies are what bench:phone reads.
const label = clipLabelSchema.parse(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/labels/golfdb-test-swing.json'), 'utf8')));
const mid = midEventLabels()['golfdb-test-swing.mp4'];
const frameMs = 1000 / label.fps;
/** A clip whose first frame is shown 40 ms in, as some files start. */
const atSourceFrame = (name: SwingEvent['name'], frame: number): SwingEvent => ({ name, frame, timeMs: 40 + frame * frameMs });

describe("a copy's events against its source's labels", () => {
  it("places each event on the source's frames by its time, from the source's own clock", () => {
    const reference = [atSourceFrame('address', 50), atSourceFrame('top', 117), atSourceFrame('impact', 145)];
    const toSourceFrame = sourceClock(reference, frameMs);
    for (const event of reference) expect(toSourceFrame(event.timeMs)).toBe(event.frame);
    // A 60 fps copy of the same clip: its frame 119 is shown 1983 ms after its first frame, 0.4 of a
    // source frame past source frame 59; its frame 121, 0.6 short of 61, rounds to 60.
    expect(toSourceFrame(40 + 119 * (1000 / 60))).toBe(59);
    expect(toSourceFrame(40 + 121 * (1000 / 60))).toBe(60);
  });

  it("scores the four by the clip's labels and the five between them by their own, a missing event as not found", () => {
    const { address, top, impact } = label.events;
    const copy: SwingEvent[] = [
      atSourceFrame('address', address + 1),
      atSourceFrame('takeaway', mid.events.takeaway + 4),
      atSourceFrame('top', top),
      atSourceFrame('impact', impact + 4),
    ];
    const scored = scoreAgainstSourceLabels(copy, sourceClock(copy, frameMs), label, mid);
    const byName = Object.fromEntries(scored.map((e) => [e.name, e]));
    expect(scored.map((e) => e.name)).toEqual(['address', 'top', 'impact', 'finish', 'takeaway', 'toeUp', 'midBackswing', 'midDownswing', 'midFollowThrough']);
    expect(byName.address).toMatchObject({ error: 1, correct: true, correctByGolfdb: true });
    expect(byName.top).toMatchObject({ error: 0, correct: true });
    // (impact 143 − address 47) / 30 rounds to 3 frames, and the impact's label is no wider.
    expect(byName.impact).toMatchObject({ error: 4, tolerance: 3, correct: false });
    expect(byName.finish).toMatchObject({ detected: null, correct: false });
    // The takeaway's own uncertainty is 4 frames: within it, though beyond GolfDB's 3.
    expect(byName.takeaway).toMatchObject({ error: 4, tolerance: 4, correct: true, correctByGolfdb: false });
    expect(byName.toeUp.detected).toBeNull();
  });

  it('scores only the four when the clip has no labels of the five', () => {
    const scored = scoreAgainstSourceLabels([atSourceFrame('top', label.events.top)], () => label.events.top, label);
    expect(scored.map((e) => e.name)).toEqual(['address', 'top', 'impact', 'finish']);
  });
});
