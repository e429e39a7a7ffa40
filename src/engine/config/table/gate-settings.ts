/**
 * The settings table's second part: how findings gate (fail-on, skip-detections, severity
 * overrides, the baseline, suppressions, waiting, service errors, a change's suppressions, a
 * dry run).
 */
import { DEFAULT_SUPPRESSIONS_FILE } from '../../suppressions/file-name.ts';
import { refuseValue } from '../refusal.ts';
import { OVERRIDES_ACCEPTED, type SeverityOverride } from '../severity-overrides.ts';
import {
  MAX_TIMEOUT_SECONDS,
  PR_SUPPRESSIONS_MODES,
  parseBaseline,
  parsePrSuppressions,
} from '../values.ts';
import {
  ONE_LINE_PATTERN,
  parseBoolean,
  parseChoiceOf,
  parseIdList,
  parseInteger,
  parseSeverityList,
  textOf,
} from './setting-kinds.ts';
import { parseWorkspaceFile, setting } from './setting-spec.ts';

const SUPPRESSIONS_ACCEPTED = 'a YAML file inside the workspace, relative to it';
const TIMEOUT = { type: 'integer', min: 1, max: MAX_TIMEOUT_SECONDS, unit: 'seconds' } as const;

export const GATE_SETTINGS = {
  'fail-on': setting({
    input: 'fail-on',
    flag: 'fail-on',
    scope: 'engine',
    inFile: true,
    kind: { type: 'list', items: 'severity' },
    default: 'CRITICAL,HIGH',
    hashed: true,
    description: 'Severities whose findings fail the run, or none.',
    parse: parseSeverityList,
  }),
  'skip-detections': setting({
    input: 'skip-detections',
    flag: 'skip-detections',
    scope: 'engine',
    inFile: true,
    kind: { type: 'list', items: 'id' },
    default: '',
    hashed: true,
    description: 'Detection ids whose findings are dropped from the gate and every report.',
    parse: parseIdList,
  }),
  'severity-overrides': setting({
    scope: 'engine',
    inFile: true,
    kind: { type: 'overrides' },
    default: '',
    emptyMeans: 'none',
    hashed: true,
    description:
      "Detections whose findings take another severity than the service's, with a reason.",
    parse: (label, raw): readonly SeverityOverride[] => {
      if (textOf(raw).trim() !== '') refuseValue(label, textOf(raw), OVERRIDES_ACCEPTED);
      return [];
    },
  }),
  baseline: setting({
    input: 'baseline',
    flag: 'baseline',
    scope: 'engine',
    inFile: true,
    kind: {
      type: 'text',
      accepted: 'auto, none, or a git branch, tag or commit sha such as origin/main',
      pattern: '^\\s*(?:(?!.*\\.\\.)[A-Za-z0-9_.@{}~^][A-Za-z0-9_./@{}~^-]{0,254})?\\s*$',
    },
    default: 'auto',
    hashed: true,
    description:
      'What findings are compared with, so that only new ones gate: auto, none or a ref.',
    parse: (label, raw) => {
      const baseline = parseBaseline(label, textOf(raw));
      return baseline.kind === 'ref' ? baseline.ref : baseline.kind;
    },
  }),
  suppressions: setting({
    input: 'suppressions',
    flag: 'suppressions',
    scope: 'engine',
    inFile: true,
    kind: { type: 'text', accepted: SUPPRESSIONS_ACCEPTED, pattern: ONE_LINE_PATTERN },
    default: DEFAULT_SUPPRESSIONS_FILE,
    hashed: true,
    description: 'The suppressions file (reason and expiry per entry), relative to the workspace.',
    parse: (label, raw) =>
      parseWorkspaceFile(SUPPRESSIONS_ACCEPTED)(
        label,
        textOf(raw).trim() || DEFAULT_SUPPRESSIONS_FILE,
      ),
  }),
  timeout: setting({
    input: 'timeout',
    flag: 'timeout',
    scope: 'engine',
    inFile: true,
    kind: TIMEOUT,
    default: '600',
    hashed: false,
    description: 'Seconds to wait for all scans, from the first upload.',
    parse: parseInteger(TIMEOUT),
  }),
  'on-service-error': setting({
    input: 'on-service-error',
    flag: 'on-service-error',
    scope: 'engine',
    inFile: true,
    kind: { type: 'choice', choices: ['fail', 'warn'] },
    default: 'fail',
    hashed: true,
    description: 'What a scan that could not complete does: fail, or warn.',
    parse: parseChoiceOf(['fail', 'warn'] as const),
  }),
  'pr-suppressions': setting({
    input: 'pr-suppressions',
    flag: 'pr-suppressions',
    scope: 'engine',
    inFile: true,
    kind: { type: 'choice', choices: PR_SUPPRESSIONS_MODES },
    default: '',
    emptyMeans: 'by event: propose where a change is not trusted',
    hashed: true,
    description: 'What suppressions a change adds do: apply, or propose (listed, not applied).',
    parse: (label, raw): '' | (typeof PR_SUPPRESSIONS_MODES)[number] =>
      textOf(raw).trim() === '' ? '' : parsePrSuppressions(label, textOf(raw)),
  }),
  'dry-run': setting({
    input: 'dry-run',
    flag: 'dry-run',
    scope: 'engine',
    inFile: true,
    kind: { type: 'boolean' },
    default: 'false',
    hashed: true,
    description: 'Discover and pack as a real run would, upload nothing.',
    parse: parseBoolean,
  }),
} as const;
