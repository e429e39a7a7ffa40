/**
 * A chart's `.helmignore`, read by helm's own rules (helm's pkg/ignore), not git's: patterns are
 * Go `filepath.Match` globs (`**` is refused); a pattern without `/` matches the last name only; a
 * leading `/` anchors it to the chart folder; a trailing `/` matches folders only; rules are tried
 * in order and the first that matches ignores the path; and a negation `!p` does not re-include:
 * it ignores every path that does NOT match `p` (and every file, when `p` ends in `/`). As `helm
 * package` walks the chart, a folder that is ignored is not entered, so a file is ignored when it or
 * any folder above it is. `templates/.?*` (dotfiles in templates) is always ignored, as helm adds it.
 */

/** The name helm reads its rules from, in the chart folder. */
export const HELMIGNORE = '.helmignore';
/** The rule `helm` adds to every chart's own. */
const DEFAULT_RULES = ['templates/.?*'];

interface Rule {
  readonly negate: boolean;
  readonly mustDir: boolean;
  readonly match: (path: string) => boolean;
}

/** Parsed rules, and the lines helm would refuse (helm fails the whole chart on them). */
export interface HelmIgnore {
  /** True when `helm package` would leave out this file (path relative to the chart folder). */
  readonly ignores: (relativePath: string) => boolean;
  readonly problems: readonly string[];
}

/** One literal character in a `u` regular expression, in a class or out of one. */
function escapeRegExp(char: string): string {
  return /^[A-Za-z0-9_]$/.test(char) ? char : `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;
}

/** A character class of Go's `filepath.Match`, from after `[` to its `]`; throws when malformed. */
function translateClass(pattern: string, start: number): { source: string; end: number } {
  let i = start;
  let negate = false;
  if (pattern[i] === '^') {
    negate = true;
    i += 1;
  }
  const ranges: string[] = [];
  const take = (): string => {
    const c = pattern[i];
    if (c === undefined || c === '-' || c === ']') throw new Error('bad character class');
    if (c === '\\') {
      i += 1;
      if (pattern[i] === undefined) throw new Error('trailing \\ in a character class');
    }
    return String.fromCodePoint(pattern.codePointAt(i) ?? 0);
  };
  for (let first = true; first || pattern[i] !== ']'; first = false) {
    if (i >= pattern.length) throw new Error('unclosed character class');
    const lo = take();
    i += lo.length;
    let hi = lo;
    if (pattern[i] === '-') {
      i += 1;
      hi = take();
      i += hi.length;
    }
    // Go matches nothing for a reversed range; a JavaScript class would throw.
    if (lo <= hi)
      ranges.push(lo === hi ? escapeRegExp(lo) : `${escapeRegExp(lo)}-${escapeRegExp(hi)}`);
  }
  const body = ranges.join('');
  const source = negate ? `[^${body}]` : body === '' ? '(?!)' : `[${body}]`;
  return { source, end: i + 1 };
}

/** Go's `filepath.Match` (on `/` paths) as a regular expression; throws when malformed. */
export function compileGoGlob(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length;) {
    const c = pattern[i] as string;
    if (c === '*') {
      source += '[^/]*';
      i += 1;
    } else if (c === '?') {
      source += '[^/]';
      i += 1;
    } else if (c === '[') {
      const cls = translateClass(pattern, i + 1);
      source += cls.source;
      i = cls.end;
    } else if (c === '\\') {
      if (i + 1 >= pattern.length) throw new Error('trailing \\');
      const next = String.fromCodePoint(pattern.codePointAt(i + 1) ?? 0);
      source += escapeRegExp(next);
      i += 1 + next.length;
    } else {
      const char = String.fromCodePoint(pattern.codePointAt(i) ?? 0);
      source += escapeRegExp(char);
      i += char.length;
    }
  }
  return new RegExp(`^${source}$`, 'su');
}

/** Go's `filepath.Base` on `/` paths. */
function baseName(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return path === '' ? '.' : '/';
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** One line as helm's parseRule reads it; undefined for blanks and comments; throws when refused. */
function parseRule(line: string): Rule | undefined {
  let rule = line.trim();
  if (rule === '' || rule.startsWith('#')) return undefined;
  if (rule.includes('**')) throw new Error('double-star (**) syntax is not supported');
  compileGoGlob(rule);
  const negate = rule.startsWith('!');
  if (negate) rule = rule.slice(1);
  const mustDir = rule.endsWith('/');
  if (mustDir) rule = rule.slice(0, -1);
  if (rule.startsWith('/')) {
    const glob = compileGoGlob(rule.slice(1));
    return { negate, mustDir, match: (path) => glob.test(path) };
  }
  const glob = compileGoGlob(rule);
  if (rule.includes('/')) return { negate, mustDir, match: (path) => glob.test(path) };
  return { negate, mustDir, match: (path) => glob.test(baseName(path)) };
}

/** helm's `Rules.Ignore` for one path, a folder or a file. */
export function ignoresEntry(rules: readonly Rule[], path: string, isDir: boolean): boolean {
  if (path === '' || path === '.' || path === './') return false;
  for (const rule of rules) {
    if (rule.negate) {
      if (rule.mustDir && !isDir) return true;
      if (!rule.match(path)) return true;
      continue;
    }
    if (rule.mustDir && !isDir) continue;
    if (rule.match(path)) return true;
  }
  return false;
}

/** Parses rules text (one rule per line); refused lines are left out and named in `problems`. */
export function parseRules(text: string): { rules: Rule[]; problems: string[] } {
  const rules: Rule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    try {
      const rule = parseRule(line);
      if (rule) rules.push(rule);
    } catch (error) {
      problems.push(
        `line ${index + 1} (${JSON.stringify(line.trim())}): ${(error as Error).message}`,
      );
    }
  });
  return { rules, problems };
}

/** A chart's rules: its `.helmignore` text (undefined when it has none) and helm's default. */
export function readHelmIgnore(text: string | undefined): HelmIgnore {
  const own = parseRules(text ?? '');
  const rules = [...own.rules, ...parseRules(DEFAULT_RULES.join('\n')).rules];
  const ignores = (relativePath: string): boolean => {
    const parts = relativePath.split('/');
    // helm's walk skips an ignored folder whole, so every folder above the file is tried first.
    for (let i = 1; i < parts.length; i++)
      if (ignoresEntry(rules, parts.slice(0, i).join('/'), true)) return true;
    return ignoresEntry(rules, relativePath, false);
  };
  return { ignores, problems: own.problems };
}
