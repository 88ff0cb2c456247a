export { MAX_VIDEO_SECONDS, MediaError, MediaTooLongError, UnreadableMediaError } from './errors';
export { probeVideo, type VideoInfo } from './probe';
export { decodeFrames, decodedSize, type DecodedFrame, type DecodeOptions } from './decode';
export { extractJpegFrames } from './thumbnails';
export { writePlaybackMp4 } from './playback';
