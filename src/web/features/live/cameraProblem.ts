import { MESSAGES } from '../../../shared/texts';

/**
 * What the live panel says when the camera does not start, by the browser's reason (issue 26: a
 * native alert said "check permissions" on a computer that had no camera at all).
 */
export function cameraProblem(error: unknown): string {
  const reason = error instanceof DOMException ? error.name : '';
  if (reason === 'NotFoundError' || reason === 'OverconstrainedError') {
    return 'No camera found on this device. Connect one and press Start Camera again, or upload a video of your swing instead.';
  }
  if (reason === 'NotReadableError') return 'The camera is busy in another app. Close that app, then press Start Camera again.';
  if (reason === 'NotAllowedError')
    return `${MESSAGES.cameraDenied} Allow the camera for this site in the browser's address bar, then press Start Camera again.`;
  return `${MESSAGES.cameraDenied} You can upload a video of your swing instead.`;
}
