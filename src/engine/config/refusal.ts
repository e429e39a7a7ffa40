/**
 * How a bad setting is refused, whichever adapter read it: one `ConfigurationError` naming the
 * setting as its adapter spells it (`input 'region'` for the Action, `--region` for the command
 * line), the value as the user gave it (one line, capped) and what is accepted. The validators in
 * this folder are pure and shared by both adapters, so the two refuse the same values in the same
 * words; only the label differs.
 */
import { ConfigurationError } from '../../errors.ts';
import { CONTROLS } from '../../sanitize.ts';

/** The longest part of a refused value that a message shows. */
const MAX_SHOWN_VALUE_CHARS = 200;

/** The value as a refusal shows it: one line, capped. */
export function shownValue(value: string): string {
  const line = value.replace(CONTROLS, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : '?',
  );
  return line.length > MAX_SHOWN_VALUE_CHARS ? `${line.slice(0, MAX_SHOWN_VALUE_CHARS)}…` : line;
}

/**
 * Throws the refusal of `value` for the setting `label`: "Invalid <label>: '<value>'. Expected
 * <accepted>."
 */
export function refuseValue(label: string, value: string, accepted: string): never {
  throw new ConfigurationError(`Invalid ${label}: '${shownValue(value)}'. Expected ${accepted}.`);
}

/** Refuses a value holding a line break or another control character (they end a log line). */
export function refuseControls(label: string, value: string, accepted: string): void {
  if (new RegExp(CONTROLS.source).test(value)) refuseValue(label, value, accepted);
}

/**
 * A key or token as an HTTP header carries it: printable ASCII without spaces. A line break or
 * another control character would make the HTTP client refuse the header; the value is never
 * shown, only the position of the first bad character.
 */
export function refuseUnsendableSecret(label: string, value: string, fix: string): void {
  const bad = [...value].findIndex((c) => c < '!' || c > '~');
  if (bad < 0) return;
  throw new ConfigurationError(
    `Invalid ${label}: character ${bad + 1} of the value (not shown) is a line break, a space, ` +
      'a control character or a non-ASCII letter. Expected the value exactly as it was issued: ' +
      `printable ASCII characters without spaces. ${fix}`,
  );
}
