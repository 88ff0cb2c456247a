import { z } from 'zod';
import type { ClubSample } from './clubTrack';
import { KEYPOINT_NAMES, poseTrackSchema, type MotionSample, type PoseTrack } from './poseTrack';

/**
 * The keypoint track as GET /api/swing-analyses/{id}/track sends it (decision 1500): the same
 * numbers as a PoseTrack, column by column instead of an object per keypoint, so the names are
 * not repeated 17 times a frame. Nothing is rounded: unpackTrack(packTrack(track)) equals track.
 */

const PACKED_VERSION = 1;
const VALUES_PER_KEYPOINT = 3;
const VALUES_PER_FRAME = KEYPOINT_NAMES.length * VALUES_PER_KEYPOINT;

const numbers = z.array(z.number());

const packedClubSchema = z.object({
  frame: z.array(z.number().int().nonnegative()),
  /** x, y of the clubhead, sample after sample; then of the grip. */
  head: numbers,
  grip: numbers,
  score: numbers,
});
type PackedClub = z.infer<typeof packedClubSchema>;

export const packedTrackSchema = poseTrackSchema.omit({ frames: true, motion: true, club: true, stillClub: true }).extend({
  version: z.literal(PACKED_VERSION),
  frames: z.object({
    frame: z.array(z.number().int().nonnegative()),
    timeMs: numbers,
    /** x, y, score of each keypoint in KEYPOINT_NAMES order, frame after frame. */
    keypoints: numbers,
  }),
  motion: z.object({
    frame: z.array(z.number().int().nonnegative()),
    timeMs: numbers,
    hands: numbers,
    clubArc: numbers,
    person: numbers,
    /** null where the sample was recorded before clubPeak was measured. */
    clubPeak: z.array(z.number().nullable()),
  }),
  /** The club where it was seen (absent in tracks recorded before it was tracked). */
  club: packedClubSchema.optional(),
  /** The club at rest on the still posed frames (absent in tracks recorded before it was read). */
  stillClub: packedClubSchema.optional(),
});
export type PackedTrack = z.infer<typeof packedTrackSchema>;

export function packTrack(track: PoseTrack): PackedTrack {
  const { frames, motion, club, stillClub, ...header } = track;
  return {
    ...header,
    version: PACKED_VERSION,
    frames: {
      frame: frames.map((pose) => pose.frame),
      timeMs: frames.map((pose) => pose.timeMs),
      keypoints: frames.flatMap((pose) => pose.keypoints.flatMap((point) => [point.x, point.y, point.score])),
    },
    motion: {
      frame: motion.map((sample) => sample.frame),
      timeMs: motion.map((sample) => sample.timeMs),
      hands: motion.map((sample) => sample.hands),
      clubArc: motion.map((sample) => sample.clubArc),
      person: motion.map((sample) => sample.person),
      clubPeak: motion.map((sample) => sample.clubPeak ?? null),
    },
    ...(club && { club: packClub(club) }),
    ...(stillClub && { stillClub: packClub(stillClub) }),
  };
}

function packClub(samples: readonly ClubSample[]): PackedClub {
  return {
    frame: samples.map((sample) => sample.frame),
    head: samples.flatMap((sample) => [sample.head.x, sample.head.y]),
    grip: samples.flatMap((sample) => [sample.grip.x, sample.grip.y]),
    score: samples.map((sample) => sample.score),
  };
}

/** The samples again; throws when the columns do not line up. */
function unpackClub(club: PackedClub): ClubSample[] {
  if (club.head.length !== club.frame.length * 2 || club.grip.length !== club.frame.length * 2 || club.score.length !== club.frame.length) {
    throw new Error('The packed track’s club samples do not line up.');
  }
  return club.frame.map((frame, index) => ({
    frame,
    head: { x: club.head[index * 2]!, y: club.head[index * 2 + 1]! },
    grip: { x: club.grip[index * 2]!, y: club.grip[index * 2 + 1]! },
    score: club.score[index]!,
  }));
}

/** The PoseTrack again; throws when the columns do not line up (a damaged or foreign answer). */
export function unpackTrack(packed: PackedTrack): PoseTrack {
  const { version: _version, frames, motion, club, stillClub, ...header } = packed;
  if (frames.keypoints.length !== frames.frame.length * VALUES_PER_FRAME || frames.timeMs.length !== frames.frame.length) {
    throw new Error('The packed track’s frames do not line up.');
  }
  const motionColumns = [motion.timeMs, motion.hands, motion.clubArc, motion.person, motion.clubPeak];
  if (motionColumns.some((column) => column.length !== motion.frame.length)) throw new Error('The packed track’s motion samples do not line up.');
  return poseTrackSchema.parse({
    ...header,
    frames: frames.frame.map((frame, index) => ({
      frame,
      timeMs: frames.timeMs[index]!,
      keypoints: KEYPOINT_NAMES.map((_name, point) => {
        const at = index * VALUES_PER_FRAME + point * VALUES_PER_KEYPOINT;
        return { x: frames.keypoints[at]!, y: frames.keypoints[at + 1]!, score: frames.keypoints[at + 2]! };
      }),
    })),
    motion: motion.frame.map((frame, index): MotionSample => {
      const clubPeak = motion.clubPeak[index];
      return {
        frame,
        timeMs: motion.timeMs[index]!,
        hands: motion.hands[index]!,
        clubArc: motion.clubArc[index]!,
        person: motion.person[index]!,
        ...(clubPeak === null || clubPeak === undefined ? {} : { clubPeak }),
      };
    }),
    ...(club && { club: unpackClub(club) }),
    ...(stillClub && { stillClub: unpackClub(stillClub) }),
  });
}
