import { notBase64 } from './errors';

/** The characters Node's base64 decoder reads as data: the standard and the URL-safe alphabets. */
const BASE64_DATA = /^[A-Za-z0-9+/_-]*$/;
/** Line breaks and spaces, which MIME-style encoders put in and Node's decoder skips. */
const WHITESPACE = /[\t\n\r ]+/g;

/**
 * Decodes base64 text that arrives in pieces of any length. Node decodes a whole string, and a
 * piece cut inside a 4-character group would decode to wrong bytes, so each call decodes only
 * whole groups and keeps the 0–3 characters left for the next. Stricter than Buffer.from, which
 * skips what it cannot read: a character outside the alphabet, data after the padding or a
 * dangling last character is refused, instead of becoming a file of the wrong bytes.
 */
export class Base64ChunkDecoder {
  private carry = '';
  private padding = 0;

  write(piece: string): Buffer {
    const text = piece.replace(WHITESPACE, '');
    const firstPad = text.indexOf('=');
    const data = firstPad === -1 ? text : text.slice(0, firstPad);
    const pads = firstPad === -1 ? 0 : text.length - firstPad;
    if (!BASE64_DATA.test(data)) throw notBase64('it has a character outside the base64 alphabet');
    if ((pads > 0 && !/^=+$/.test(text.slice(firstPad))) || (this.padding > 0 && data.length > 0)) throw notBase64('it goes on after its "=" padding');
    this.padding += pads;
    const pending = this.carry + data;
    const whole = pending.length - (pending.length % 4);
    this.carry = pending.slice(whole);
    return Buffer.from(pending.slice(0, whole), 'base64');
  }

  /** The last 2–3 characters' bytes; refuses an ending no encoder makes. */
  end(): Buffer {
    const left = this.carry.length;
    if (left === 1 || this.padding > 2 || (this.padding > 0 && (left + this.padding) % 4 !== 0)) throw notBase64('its end is cut or padded wrongly');
    return Buffer.from(this.carry, 'base64');
  }
}
