import { finished, Readable } from 'node:stream';
import parser, { type Token } from 'stream-json/parser.js';
import { MAX_UPLOAD_BYTES } from '../../../shared/analysis';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { HttpError } from '../../http/errors';
import { MediaError } from '../../../media';
import { Base64ChunkDecoder } from './base64Chunks';
import { AnalysisInputError, fileTooLarge, notADataUrl } from './errors';
import { receiveToTempFile, type ReceivedFile } from './intake';

/** The spec's body with its data URL already on disk: the small fields, and the file if one came. */
export interface SyncBody {
  fields: Record<string, unknown>;
  file?: ReceivedFile;
}

export interface SyncBodyOptions {
  /** The field holding the base64 data URL (`imageData`). */
  dataUrlField: string;
  /** The other fields kept for the route's schema; any other key is skipped unread. */
  fieldNames: readonly string[];
  /** The most bytes of JSON read in all. */
  maxBodyBytes: number;
  /** Checks the fields read so far when the data URL starts; throwing refuses it before a byte is decoded. */
  beforeDataUrl(fields: Record<string, unknown>): void;
}

/** Longer than any link or id the schema takes: past it a small field is refused, not held. */
const FIELD_MAX_CHARS = 64 * 1024;
/** `data:` + a media type and its parameters + `;base64`. */
const HEADER_MAX_CHARS = 256;
const DATA_URL_HEADER = /^data:[^,]*;base64$/i;
/** The tokenizer hands strings over in pieces of 256 characters; they are decoded 64 KB at a time. */
const DECODE_BATCH_CHARS = 64 * 1024;

const invalidJson = (detail: string) => new AnalysisInputError(400, ERROR_CODES.invalidRequest, `The request body is not valid JSON (${detail}).`);

/**
 * Reads the spec's JSON body as it arrives (issue 15, decision 1508): the data URL's base64 is
 * decoded straight into a work file, so the request holds a few chunks and never the 67 MB
 * string. The small fields are returned for the route's schema; a value the schema would refuse
 * by its type alone (an object, a number…) is kept as an empty one of the same type.
 */
export async function readSyncBody(payload: Readable, options: SyncBodyOptions): Promise<SyncBody> {
  const tokens = parser.asStream({ packValues: false, streamValues: true });
  let bytes = 0;
  const countBytes = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > options.maxBodyBytes) tokens.destroy(fileTooLarge());
  };
  // A client that goes away mid-body ends the tokens too (pipe alone would leave them waiting).
  const stopWatching = finished(payload, (error) => error && tokens.destroy(error));
  payload.on('data', countBytes);
  payload.pipe(tokens);
  const reader = new TokenReader(tokens[Symbol.asyncIterator]() as AsyncIterator<Token>);
  const body: SyncBody = { fields: {} };
  try {
    await readTopValue(reader, body, options);
    await reader.expectEnd();
    return body;
  } catch (error) {
    await body.file?.discard();
    throw error;
  } finally {
    // Not payload.destroy(): that would close the socket before the refusal is sent.
    payload.off('data', countBytes);
    payload.unpipe(tokens);
    stopWatching();
    tokens.destroy();
  }
}

class TokenReader {
  constructor(private readonly tokens: AsyncIterator<Token>) {}

  async next(): Promise<Token> {
    const result = await this.read();
    if (result.done) throw invalidJson('it ends too early');
    return result.value;
  }

  async expectEnd() {
    if (!(await this.read()).done) throw invalidJson('something follows the object');
  }

  private async read(): Promise<IteratorResult<Token>> {
    try {
      return await this.tokens.next();
    } catch (error) {
      // The tokenizer's own errors carry no code; ours, a client's abort and the disk's do.
      if (error instanceof HttpError || error instanceof MediaError || (error instanceof Error && 'code' in error)) throw error;
      throw invalidJson(error instanceof Error ? error.message : String(error));
    }
  }

  /** The pieces of the string (or key) just opened, up to its end token, joined; undefined past `max`. */
  async text(max: number): Promise<string | undefined> {
    let text: string | undefined = '';
    for (let token = await this.next(); token.name === 'stringChunk'; token = await this.next()) {
      if (text !== undefined) text = text.length + token.value.length > max ? undefined : text + token.value;
    }
    return text;
  }

  /** Reads past the value that `first` opened, keeping nothing. */
  async skip(first: Token) {
    let depth = opens(first) ? 1 : 0;
    while (depth > 0) {
      const token = await this.next();
      if (opens(token)) depth += 1;
      else if (closes(token)) depth -= 1;
    }
  }
}

const opens = (token: Token) => ['startObject', 'startArray', 'startString', 'startKey', 'startNumber'].includes(token.name);
const closes = (token: Token) => ['endObject', 'endArray', 'endString', 'endKey', 'endNumber'].includes(token.name);

/** A small field's value: a string (bounded), or an empty value of the same type for the schema to refuse. */
async function smallValue(reader: TokenReader, first: Token, name: string): Promise<unknown> {
  switch (first.name) {
    case 'startString': {
      const text = await reader.text(FIELD_MAX_CHARS);
      if (text === undefined) throw new AnalysisInputError(400, ERROR_CODES.invalidRequest, `${name}: is longer than ${FIELD_MAX_CHARS} characters.`);
      return text;
    }
    case 'trueValue':
    case 'falseValue':
    case 'nullValue':
      return first.value;
    default: {
      const empty = first.name === 'startObject' ? {} : first.name === 'startArray' ? [] : 0;
      await reader.skip(first);
      return empty;
    }
  }
}

async function readTopValue(reader: TokenReader, body: SyncBody, options: SyncBodyOptions) {
  const first = await reader.next();
  if (first.name !== 'startObject') {
    // Not an object: the schema refuses it by its type, with its usual message.
    body.fields = (await smallValue(reader, first, 'body')) as Record<string, unknown>;
    return;
  }
  for (let token = await reader.next(); token.name !== 'endObject'; token = await reader.next()) {
    const key = await reader.text(HEADER_MAX_CHARS);
    const value = await reader.next();
    if (key === options.dataUrlField && value.name === 'startString') {
      if (body.file) throw new AnalysisInputError(400, ERROR_CODES.invalidRequest, `${key}: is given twice.`);
      options.beforeDataUrl(body.fields);
      body.file = await receiveDataUrl(reader);
    } else if (key !== undefined && (key === options.dataUrlField || options.fieldNames.includes(key))) {
      body.fields[key] = await smallValue(reader, value, key);
    } else {
      await reader.skip(value);
    }
  }
}

/**
 * The data URL whose string has just opened: its header checked (the declared type is not
 * trusted: the content decides), then its base64 decoded into a work file, which refuses an
 * oversized or unknown file as the bytes arrive. An empty string is no file at all.
 */
async function receiveDataUrl(reader: TokenReader): Promise<ReceivedFile | undefined> {
  let head = '';
  let comma = -1;
  let token = await reader.next();
  for (; comma === -1 && token.name === 'stringChunk'; token = await reader.next()) {
    head += token.value;
    comma = head.indexOf(',');
    if (comma === -1 && head.length > HEADER_MAX_CHARS) throw notADataUrl();
  }
  if (comma === -1) {
    if (head === '') return undefined;
    throw notADataUrl();
  }
  if (!DATA_URL_HEADER.test(head.slice(0, comma))) throw notADataUrl();
  return receiveToTempFile(Readable.from(decodedBytes(reader, head.slice(comma + 1), token)), { maxBytes: MAX_UPLOAD_BYTES });
}

/** The file's bytes, from the base64 after the comma: `start`, then `next` and the pieces after it up to the string's end. */
async function* decodedBytes(reader: TokenReader, start: string, next: Token): AsyncGenerator<Buffer> {
  const decoder = new Base64ChunkDecoder();
  let batch = [start];
  let batchChars = start.length;
  for (let token = next; token.name === 'stringChunk'; token = await reader.next()) {
    batch.push(token.value);
    batchChars += token.value.length;
    if (batchChars >= DECODE_BATCH_CHARS) {
      yield decoder.write(batch.join(''));
      batch = [];
      batchChars = 0;
    }
  }
  const last = Buffer.concat([decoder.write(batch.join('')), decoder.end()]);
  if (last.length > 0) yield last;
}
