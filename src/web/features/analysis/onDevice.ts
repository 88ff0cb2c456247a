import type { PoseTrack } from '../../../swing/types';
import { onDeviceAnalysisBodySchema, swingAnalysisDetailSchema, type SwingAnalysisDetail } from '../../../shared/analysis';
import { API_ROUTES } from '../../../shared/routes';
import type { AnalysisLabels } from '../../../shared/swingLabels';
import { apiJson } from '../../lib/api';
import { keepLocalVideo } from './localVideos';

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The keypoint track of a chosen video, made in this page: refused up front when the browser
 * lacks what it needs, stopped with a message when it stalls (src/pose/browser). TensorFlow.js
 * and the model load only when someone asks for this. Private analysis and the free demo share it.
 */
export async function trackOnDevice(file: File, onProgress: (fraction: number) => void): Promise<PoseTrack> {
  const { trackVideoOnThisDevice } = await import('../../../pose/browser');
  return trackVideoOnThisDevice(file, onProgress);
}

/**
 * Private analysis: the pose model and tracker run in this page on the chosen video, and only the
 * keypoint track (with the file's size, type and hash) goes to the server, which runs the swing
 * engine on it and stores the result. The video itself is never sent.
 */
export async function analyseOnDevice(file: File, labels: AnalysisLabels, onProgress: (fraction: number) => void): Promise<SwingAnalysisDetail> {
  const track = await trackOnDevice(file, onProgress);
  const body = onDeviceAnalysisBodySchema.parse({ ...labels, track, file: { size: file.size, sha256: await sha256Hex(file), type: file.type || 'video/mp4' } });
  const detail = swingAnalysisDetailSchema.parse(await apiJson('POST', API_ROUTES.onDeviceAnalysis, body));
  keepLocalVideo(detail.id, file);
  return detail;
}
