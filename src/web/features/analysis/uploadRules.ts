import { MAX_UPLOAD_BYTES } from '../../../shared/analysis';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { TOASTS, type ToastText } from '../../../shared/texts';
import { DeviceAnalysisError } from '../../../pose/browser/deviceAnalysisErrors';
import { ApiError, messageOf } from '../../lib/api';

/** What still works when this device cannot analyse the video: the widget's own upload button. */
export const UPLOAD_INSTEAD = '“Analyze Swing” uploads it to our server instead.';

/**
 * Spec §5 Upload, checked in the browser before a byte is sent (the server checks again from the
 * file's content). Returns the refusal to show, or null when the file may be analysed.
 */
export function refusalFor(file: Pick<File, 'size' | 'type'>): ToastText | null {
  if (file.size > MAX_UPLOAD_BYTES) return TOASTS.fileTooLarge;
  if (!file.type.startsWith('video/') && !file.type.startsWith('image/')) return TOASTS.unsupportedFileType;
  return null;
}

/** 'Video File Ready' or 'Image File Ready'. */
export function readyToastFor(file: Pick<File, 'type'>): ToastText {
  return file.type.startsWith('image/') ? TOASTS.imageFileReady : TOASTS.videoFileReady;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The toast for a failed analysis (spec §8): 'Golf Content Required' with the server's words when
 * the swing was refused as non-golf, otherwise 'Analysis Failed' — with the server's message when
 * it gave one a person can act on (file too large, link unreachable…), else the spec's default.
 */
export function failureToast(failure: { code?: string; message?: string } | null): ToastText {
  const message = failure?.message?.trim();
  if (failure?.code === ERROR_CODES.nonGolfContent || message === TOASTS.golfContentRequired.description) {
    return { title: TOASTS.golfContentRequired.title, description: message || TOASTS.golfContentRequired.description };
  }
  return { title: TOASTS.analysisFailed.title, description: message || TOASTS.analysisFailed.description };
}

/**
 * What a failed analysis tells the member: why this device could not analyse it and what still
 * works; the server's own words for a refusal; nothing of an outage.
 */
export function failureFromError(error: unknown): { message: string } | null {
  if (error instanceof DeviceAnalysisError) return { message: `${error.message} ${UPLOAD_INSTEAD}` };
  if (error instanceof ApiError && error.status < 500) return { message: messageOf(error) };
  return null;
}
