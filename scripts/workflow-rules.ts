/**
 * The supply-chain rules for the project's own workflows, checked here on every push (zizmor
 * checks more on GitHub's runners, where it can be installed): every third-party action pinned by
 * a full commit SHA with the version as a `# vX.Y.Z` comment (a tag can be moved to other code, as
 * tj-actions/changed-files' were in 2025), explicit least-privilege `permissions:` at the top and
 * on each job, actions/checkout told not to leave the token on disk, and no `${{ }}` expanded
 * inline in a `run:` script (event text such as a branch name or a title would run as shell code;
 * values go through `env:`). Dependabot's configuration must group updates and wait a cooldown.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';

/** A pin: owner/repo[/path]@<40 hex>. */
const SHA_PIN = /^[\w.-]+\/[\w.-]+(\/[^@\s]+)?@[0-9a-f]{40}$/;
const VERSION_COMMENT = /#\s*v\d+\.\d+\.\d+\s*$/;
/** What Dependabot should wait before proposing a release (zizmor's default too). */
export const MIN_COOLDOWN_DAYS = 7;

interface Located {
  readonly line: number;
  readonly text: string;
}

function field(map: unknown, key: string): unknown {
  return isMap(map) ? map.get(key, true) : undefined;
}

function value(node: unknown): unknown {
  return isScalar(node) ? node.value : node;
}

function entries(map: unknown): [string, unknown][] {
  return isMap(map) ? map.items.map((pair) => [String(value(pair.key)), pair.value]) : [];
}

/** Problems of one workflow file, each `file:line: what is wrong, and what to write`. */
export function checkWorkflow(file: string, text: string): string[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const lines = text.split(/\r?\n/);
  const problems: string[] = [];
  const at = (node: unknown): Located => {
    const offset = (node as Node | undefined)?.range?.[0] ?? 0;
    const line = lineCounter.linePos(offset).line;
    return { line, text: lines[line - 1] ?? '' };
  };
  const report = (node: unknown, message: string) =>
    problems.push(`${file}:${at(node).line}: ${message}`);
  const root = doc.contents;
  const top = field(root, 'permissions');
  if (top === undefined) report(root, 'no top-level permissions: start from `permissions: {}`');
  else if (value(top) === 'write-all') report(top, 'permissions: write-all grants every scope');
  for (const [name, job] of entries(field(root, 'jobs'))) {
    const permissions = field(job, 'permissions');
    if (permissions === undefined)
      report(job, `job '${name}' has no permissions: give it only the scopes it needs`);
    else if (value(permissions) === 'write-all')
      report(permissions, `job '${name}': permissions: write-all grants every scope`);
    checkUses(field(job, 'uses'), report, at);
    const steps = field(job, 'steps');
    for (const step of isSeq(steps) ? steps.items : []) checkStep(step as YAMLMap, report, at);
  }
  return problems;
}

type Report = (node: unknown, message: string) => void;

function checkUses(node: unknown, report: Report, at: (node: unknown) => Located): void {
  const uses = value(node);
  if (typeof uses !== 'string' || uses.startsWith('./')) return;
  if (uses.startsWith('docker://')) {
    if (!/@sha256:[0-9a-f]{64}$/.test(uses)) report(node, `${uses}: pin the image by digest`);
    return;
  }
  if (!SHA_PIN.test(uses))
    report(node, `${uses}: pin by the full commit SHA, as owner/repo@<40 hex> # vX.Y.Z`);
  else if (!VERSION_COMMENT.test(at(node).text))
    report(node, `${uses}: add the version it is, as a trailing comment # vX.Y.Z`);
}

function checkStep(step: YAMLMap, report: Report, at: (node: unknown) => Located): void {
  const usesNode = field(step, 'uses');
  checkUses(usesNode, report, at);
  const uses = String(value(usesNode) ?? '');
  if (/^actions\/checkout@/.test(uses)) {
    const persist = value(field(field(step, 'with'), 'persist-credentials'));
    if (persist !== false && persist !== 'false')
      report(usesNode, 'actions/checkout keeps the token on disk: set persist-credentials: false');
  }
  const run = field(step, 'run');
  if (typeof value(run) === 'string' && /\$\{\{/.test(String(value(run))))
    report(run, 'an expression inside run: expands into the script; pass it through env: instead');
}

/** Problems of .github/dependabot.yml: every ecosystem grouped and on a cooldown. */
export function checkDependabot(file: string, text: string): string[] {
  const config = parseDocument(text).toJS() as {
    updates?: {
      'package-ecosystem'?: string;
      groups?: object;
      cooldown?: { 'default-days'?: number };
    }[];
  };
  const problems: string[] = [];
  for (const update of config.updates ?? []) {
    const name = update['package-ecosystem'] ?? '?';
    if (!update.groups || Object.keys(update.groups).length === 0)
      problems.push(`${file}: ${name} has no groups: one pull request per group, not per package`);
    const days = update.cooldown?.['default-days'] ?? 0;
    if (days < MIN_COOLDOWN_DAYS)
      problems.push(
        `${file}: ${name} waits ${days} days (cooldown.default-days): wait at least ${MIN_COOLDOWN_DAYS}`,
      );
  }
  const ecosystems = (config.updates ?? []).map((u) => u['package-ecosystem']);
  for (const needed of ['npm', 'github-actions'])
    if (!ecosystems.includes(needed)) problems.push(`${file}: no updates for ${needed}`);
  return problems;
}
