/**
 * The presentation times of every frame of the first video track of an MP4 or QuickTime file,
 * read from its sample tables (mdhd timescale, stts durations, ctts offsets), relative to the
 * first frame and sorted: the frames ffmpeg decodes on the server (`-vsync passthrough`), with the
 * same clock. A browser's <video> element exposes neither the frame rate nor the frame times, and
 * the on-device analysis must read exactly the frames the server would.
 */

interface Box {
  type: string;
  start: number;
  end: number;
  /** Where the box's content starts (after its header). */
  body: number;
}

function boxes(view: DataView, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    let body = at + 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < 8 || at + size > to) break;
    found.push({ type, start: at, end: at + size, body });
    at += size;
  }
  return found;
}

function child(view: DataView, parent: Box, type: string): Box | undefined {
  return boxes(view, parent.body, parent.end).find((box) => box.type === type);
}

function path(view: DataView, parent: Box, types: string[]): Box | undefined {
  let box: Box | undefined = parent;
  for (const type of types) box = box && child(view, box, type);
  return box;
}

export class Mp4ParseError extends Error {}

/** Frame times in milliseconds from the first frame, in presentation order. */
export function mp4FrameTimes(file: ArrayBuffer): number[] {
  const view = new DataView(file);
  const moov = boxes(view, 0, view.byteLength).find((box) => box.type === 'moov');
  if (!moov) throw new Mp4ParseError('No movie header (moov) in this file.');
  for (const trak of boxes(view, moov.body, moov.end).filter((box) => box.type === 'trak')) {
    const mdia = child(view, trak, 'mdia');
    const hdlr = mdia && child(view, mdia, 'hdlr');
    if (!mdia || !hdlr || view.getUint32(hdlr.body + 8) !== 0x76696465 /* 'vide' */) continue;
    const mdhd = child(view, mdia, 'mdhd')!;
    const timescale = view.getUint8(mdhd.body) === 1 ? view.getUint32(mdhd.body + 20) : view.getUint32(mdhd.body + 12);
    const stbl = path(view, mdia, ['minf', 'stbl']);
    const stts = stbl && child(view, stbl, 'stts');
    if (!stbl || !stts || timescale === 0) throw new Mp4ParseError('The video track has no sample timing.');
    const decodeTimes: number[] = [];
    let time = 0;
    for (let entry = 0, count = view.getUint32(stts.body + 4); entry < count; entry += 1) {
      const samples = view.getUint32(stts.body + 8 + entry * 8);
      const delta = view.getUint32(stts.body + 12 + entry * 8);
      for (let s = 0; s < samples; s += 1, time += delta) decodeTimes.push(time);
    }
    const ctts = child(view, stbl, 'ctts');
    const times = [...decodeTimes];
    if (ctts) {
      const signed = view.getUint8(ctts.body) === 1;
      let sample = 0;
      for (let entry = 0, count = view.getUint32(ctts.body + 4); entry < count; entry += 1) {
        const samples = view.getUint32(ctts.body + 8 + entry * 8);
        const offset = signed ? view.getInt32(ctts.body + 12 + entry * 8) : view.getUint32(ctts.body + 12 + entry * 8);
        for (let s = 0; s < samples && sample < times.length; s += 1, sample += 1) times[sample]! += offset;
      }
    }
    times.sort((a, b) => a - b);
    const first = times[0] ?? 0;
    return times.map((t) => ((t - first) * 1000) / timescale);
  }
  throw new Mp4ParseError('No video track in this file.');
}
