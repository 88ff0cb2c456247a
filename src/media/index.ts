// Node-only video and image handling (decision 0900): sniffing, probing, decoding to frames,
// thumbnails and playback renditions with the ffmpeg of @ffmpeg-installer (or FFMPEG_PATH; decision 3030). Imports nothing of ours
// but shared; pose (Node side) and server stand on it.
export { MAX_VIDEO_SECONDS, MediaError, MediaOverLimitError, MediaTooLongError, UnreadableMediaError } from './errors';
export { assertImageWithinLimits, assertVideoWithinLimits, MEDIA_LIMITS } from './limits';
export { probeVideo, type VideoInfo } from './probe';
export { decodeFrames, decodeI420Frames, decodedSize, type DecodedFrame, type DecodeOptions, type SideOutput } from './decode';
export { FrameBuffers } from './frameReader';
export { extractJpegFrames, MissingFrameError, stillsBesideFrames, stillsWritten } from './thumbnails';
export { replayBesideFrames, replayBesideFramesFits, writePlaybackMp4 } from './playback';
export { burnOverlay, exportSize, type BurnOptions, type OverlayFrames } from './burnOverlay';
export { detectMedia, SNIFF_BYTES, type DetectedMedia, type MediaKind } from './sniff';
export { assertDecodable } from './decodable';
export { assertFfmpegSupported, ffmpegVersionLine, FfmpegUnsupportedError } from './ffmpegVersion';
