import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadSourceSchema, type AnalysisSourceKind } from '../../../shared/analysis';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { analysisLabelsSchema, type AnalysisLabels } from '../../../shared/swingLabels';
import { hasControlCharacters } from '../../../shared/text';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { MediaError } from '../../../media';
import { AnalysisInputError, fileTooLarge, invalidVideoUrl, noVideoProvided } from './errors';
import { receiveToTempFile, type ReceivedFile } from './intake';
import { openVideoUrl } from './safe-fetch';

/**
 * The three ways a swing arrives — a multipart upload, the spec's data URL (read by syncBody.ts),
 * a video link — each turned into the same thing: a checked temporary file plus how it came.
 */
export interface IncomingSwing {
  file: ReceivedFile;
  sourceKind: AnalysisSourceKind;
  sourceUrl?: string;
  labels: AnalysisLabels;
}

const MAX_REDIRECTS = 3;
/** Longer links are refused rather than cut, in JSON bodies and multipart fields alike. */
export const VIDEO_URL_MAX_LENGTH = 4096;

async function receiveVideoUrl(config: Config, url: string): Promise<ReceivedFile> {
  const response = await openVideoUrl(url.trim(), {
    isAllowedAddress: config.analysis.allowPrivateVideoUrls ? () => true : undefined,
    connectTimeoutMs: config.analysis.videoUrlConnectTimeoutMs,
    totalTimeoutMs: config.analysis.videoUrlTimeoutMs,
    maxRedirects: MAX_REDIRECTS,
    maxBytes: MAX_UPLOAD_BYTES,
  });
  return receiveToTempFile(response, { maxBytes: MAX_UPLOAD_BYTES });
}

export async function fromVideoUrl(config: Config, url: string, labels: AnalysisLabels = {}): Promise<IncomingSwing> {
  // The link is stored with the analysis: a NUL in it would fail that insert.
  if (hasControlCharacters(url)) throw invalidVideoUrl('videoUrl: The video link must not contain control characters.');
  const file = await receiveVideoUrl(config, url);
  return { file, sourceKind: 'url', sourceUrl: url.trim(), labels };
}

function parseLabels(fields: Record<string, string>): AnalysisLabels {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
  const parsed = analysisLabelsSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AnalysisInputError(400, ERROR_CODES.invalidLabels, `${issue?.path.join('.') ?? 'field'}: ${issue?.message ?? 'is not valid'}`);
  }
  return parsed.data;
}

/**
 * How an uploaded file came: a clip kept from a live session says so in the `source` field (it
 * must be a video); any other file is named by its content.
 */
function uploadedFileSource(file: ReceivedFile, source: string | undefined): AnalysisSourceKind {
  if (source === undefined || source.trim() === '') return file.media.kind;
  const parsed = uploadSourceSchema.safeParse(source);
  if (!parsed.success) throw new AnalysisInputError(400, ERROR_CODES.invalidForm, parsed.error.issues[0]?.message ?? 'source is not valid.');
  if (file.media.kind !== 'video') throw new AnalysisInputError(400, ERROR_CODES.invalidForm, 'A swing kept from a live session must be a video.');
  return parsed.data;
}

/**
 * A multipart form with one file (any field name) or a `videoUrl` field, plus the optional
 * clubUsed/practiceType/focusArea/swingLength fields and `source` (`live`) in any order. The file
 * is streamed to a temporary file as it arrives; nothing is buffered whole.
 */
export async function fromMultipart(request: FastifyRequest, config: Config): Promise<IncomingSwing> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    const parts = request.parts({
      // One byte over the limit reaches our receiver, which refuses it with the spec's text.
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: VIDEO_URL_MAX_LENGTH, parts: 12 },
    });
    try {
      for await (const part of parts) {
        if (part.type === 'file') file = await receiveToTempFile(part.file, { maxBytes: MAX_UPLOAD_BYTES });
        else if (part.valueTruncated) throw new AnalysisInputError(400, ERROR_CODES.invalidForm, `The ${part.fieldname} field is too long.`);
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      throw explainFormError(error);
    }
    const { videoUrl, source, ...labelFields } = fields;
    const labels = parseLabels(labelFields);
    if (file) return { file, sourceKind: uploadedFileSource(file, source), labels };
    if (videoUrl?.trim()) return await fromVideoUrl(config, videoUrl, labels);
    throw noVideoProvided();
  } catch (error) {
    await file?.discard();
    throw error;
  }
}

const FORM_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Turns what the multipart parser throws into a message a person can act on. */
function explainFormError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof HttpError || error instanceof MediaError) return error;
  const code = 'code' in error ? String(error.code) : '';
  if (FORM_LIMIT_CODES.has(code)) {
    return new AnalysisInputError(
      400,
      ERROR_CODES.tooManyParts,
      'Please upload one file at a time, with at most the clubUsed, practiceType, focusArea, swingLength and source fields.',
    );
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  // A system error (disk full…) is ours, not the sender's.
  if ('syscall' in error) return error;
  return new AnalysisInputError(400, ERROR_CODES.invalidForm, 'The upload could not be read as a file upload (multipart form). Please try again.');
}
