/**
 * Text a person typed has no control characters: no NUL (which Postgres cannot store), no escape
 * sequences, no DEL. Line breaks and tabs belong only in multi-line fields such as a message.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, line breaks and tabs allowed
const CONTROLS_BUT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isPlainText(text: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROLS_BUT_BREAKS : CONTROLS).test(text);
}
