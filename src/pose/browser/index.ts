/** The browser side of pose tracking: the same tracker as on the server, fed from a canvas. */
export { loadBrowserPoseModel, DEFAULT_LOCATION, type BrowserModelLocation } from './loadModel';
export { rgbFromImageData } from './imageData';
export { PersonTracker, type TrackedPose } from '../personTracker';
export type { PoseEstimator, PoseModelName } from '../model';
export { trackVideoOnThisDevice } from './trackOnThisDevice';
