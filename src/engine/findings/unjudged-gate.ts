/**
 * What unjudged IaC does to the gate (pure). On a pull request, IaC it adds or changes that was
 * not uploaded makes the result `error`: the error comes from the content, not from the service,
 * so `on-service-error: warn` does not soften it (nor turn the check run neutral, which would
 * satisfy a required check). Elsewhere it is a warning and a section of the summary.
 */
import { plural } from '../../plural.ts';
import type { Unjudged } from '../change/unjudged.ts';

/** Files named in the verdict's sentence; the summary and the JSON report list them all. */
export const MAX_NAMED_UNJUDGED = 5;

/** True when the unjudged files decide the result (`error`). */
export function unjudgedGates(unjudged: Unjudged | undefined): unjudged is Unjudged {
  return unjudged !== undefined && unjudged.gates && unjudged.files.length > 0;
}

/** The verdict's phrase for unjudged files that gate. */
export function describeUnjudged(unjudged: Unjudged): string {
  const { files } = unjudged;
  const were = files.length === 1 ? 'was' : 'were';
  const which =
    unjudged.scope === 'changed'
      ? `${plural(files.length, 'IaC file')} this pull request adds or changes ${were} not uploaded, so no scan judged ${files.length === 1 ? 'it' : 'them'}`
      : `${plural(files.length, 'IaC file')} of the scanned tree ${were} not uploaded, and which files this pull request changed is not known (${unjudged.note ?? 'no base'})`;
  const named = files
    .slice(0, MAX_NAMED_UNJUDGED)
    .map((f) => `${f.path} (${f.reason})`)
    .join(', ');
  const more =
    files.length > MAX_NAMED_UNJUDGED ? `, and ${files.length - MAX_NAMED_UNJUDGED} more` : '';
  return `${which}: ${named}${more}; the summary says how to fix each`;
}

/**
 * `on-service-error` as it applies to a report: `fail` whenever unjudged files decide the result,
 * since that error is the content's own.
 */
export function serviceErrorPolicy(
  report: { readonly unjudged?: Unjudged | undefined },
  onServiceError: 'fail' | 'warn',
): 'fail' | 'warn' {
  return unjudgedGates(report.unjudged) ? 'fail' : onServiceError;
}
