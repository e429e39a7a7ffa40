/**
 * CHANGELOG.md read as Keep a Changelog writes it: `## [Unreleased]`, then one `## [X.Y.Z] -
 * YYYY-MM-DD` section per release, newest first. The release workflow takes a release's notes
 * from here and refuses a version without its section, so what users read is what was reviewed.
 */

/** One released version's section. */
export interface ChangelogEntry {
  readonly version: string;
  readonly date: string;
  /** The section's text without its heading, trimmed. */
  readonly notes: string;
}

const HEADING = /^## \[([^\]]+)\](.*)$/;
const RELEASED = /^ - (\d{4}-\d{2}-\d{2})\s*$/;
/** A version the workflow releases: three numbers, no pre-release or build part. */
export const RELEASE_VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** The released sections in file order, and why any `## [...]` heading was not one. */
export function parseChangelog(text: string): {
  entries: ChangelogEntry[];
  problems: string[];
} {
  const entries: ChangelogEntry[] = [];
  const problems: string[] = [];
  let current: { version: string; date: string; lines: string[] } | undefined;
  const close = (): void => {
    if (current)
      entries.push({
        version: current.version,
        date: current.date,
        notes: current.lines.join('\n').trim(),
      });
    current = undefined;
  };
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      const [, version = '', rest = ''] = heading;
      if (version === 'Unreleased') continue;
      const date = RELEASED.exec(rest)?.[1];
      if (!RELEASE_VERSION.test(version) || date === undefined) {
        problems.push(`'${line}' is not '## [X.Y.Z] - YYYY-MM-DD'`);
        continue;
      }
      current = { version, date, lines: [] };
    } else if (/^\[[^\]]+\]: /.test(line)) close();
    else current?.lines.push(line);
  }
  close();
  return { entries, problems };
}

/** The version's section, or why it cannot be released from this changelog. */
export function changelogEntry(
  text: string,
  version: string,
): { entry: ChangelogEntry } | { problem: string } {
  const { entries, problems } = parseChangelog(text);
  if (problems.length > 0) return { problem: `CHANGELOG.md: ${problems.join('; ')}` };
  const entry = entries.find((e) => e.version === version);
  if (!entry)
    return {
      problem: `CHANGELOG.md has no section '## [${version}] - YYYY-MM-DD' (it has ${entries.map((e) => e.version).join(', ') || 'none'})`,
    };
  if (entries[0] !== entry)
    return {
      problem: `CHANGELOG.md's newest section is ${entries[0]?.version}, not ${version}: the release's section comes first`,
    };
  if (entry.notes === '') return { problem: `CHANGELOG.md's section for ${version} is empty` };
  return { entry };
}
