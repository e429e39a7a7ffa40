/**
 * Messages built by joining phrases: a reason that is a whole sentence already (it ends with a
 * period, as git's advice and the base's reasons do) must not gain a second one (`history..`).
 */

/** `text` ending with one full stop (or the `?`/`!` it has): `'a.'` and `'a'` both give `'a.'`. */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
