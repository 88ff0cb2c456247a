import fs from 'node:fs/promises';

/** Containers built of ISO base media boxes (MP4, MOV, 3GP, M4V). */
const ISO_BMFF_MIMES = new Set(['video/mp4', 'video/quicktime', 'video/3gpp', 'video/3gpp2', 'video/x-m4v']);

export function isIsoBmff(mime: string): boolean {
  return ISO_BMFF_MIMES.has(mime);
}

/**
 * True when the file's top-level boxes run past its end — a download or copy cut short. ffmpeg
 * happily probes such a file when its index (moov) comes first, so without this the damage would
 * only show up halfway through decoding. Once the index (moov) and the media (mdat) have both
 * been read whole, the file is complete: whatever follows (padding a tool or a download
 * appended) is not a reason to refuse it. Reads 16 bytes per top-level box, nothing else.
 */
export async function isTruncatedIsoBmff(path: string): Promise<boolean> {
  const file = await fs.open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    const complete = new Set<string>();
    let offset = 0;
    while (offset < size) {
      if (complete.has('moov') && complete.has('mdat')) return false;
      const { bytesRead } = await file.read(header, 0, 16, offset);
      if (bytesRead < 8) return true;
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 0) return false; // "extends to the end of the file"
      if (boxSize === 1) {
        if (bytesRead < 16) return true;
        boxSize = Number(header.readBigUInt64BE(8));
      }
      if (boxSize < 8) return true; // not a box layout we can trust
      offset += boxSize;
      if (offset <= size) complete.add(header.toString('latin1', 4, 8));
    }
    return offset > size;
  } finally {
    await file.close();
  }
}
