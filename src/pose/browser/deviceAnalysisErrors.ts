/**
 * Why analysis on this device cannot run or stopped, in a golfer's words. The message says only the
 * cause; each page adds what still works there (the upload for a member, plans for a visitor).
 */
export class DeviceAnalysisError extends Error {}

/** The browser lacks something the pipeline needs; found before any work starts. */
export class UnsupportedBrowserError extends DeviceAnalysisError {}

/** The browser has no decoder for this file's video (e.g. MPEG-4 Part 2 in Chromium). */
export class UndecodableVideoError extends DeviceAnalysisError {}

/** No frame was finished within the stall bound: the page stops instead of sitting at a percentage. */
export class StalledAnalysisError extends DeviceAnalysisError {}
