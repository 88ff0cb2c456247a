/**
 * Control characters in text a person typed. PostgreSQL cannot store NUL in text at all (the
 * query fails), and the other C0/C1 controls are never typed on purpose: they only arrive to
 * break logs, terminals or later parsing. Tab, line feed and carriage return are allowed where
 * the field is multi-line.
 */
/* eslint-disable no-control-regex -- matching control characters is the point of these two */
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value);
}

export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters.`;
}
