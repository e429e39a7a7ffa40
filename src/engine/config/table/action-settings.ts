/**
 * The settings table's Action part: its token and the surfaces where reviewers look, under the
 * configuration file's `action:` section (named here as data: the engine knows no platform).
 */
import {
  oneLineEndingWith,
  ONE_LINE_PATTERN,
  parseChoiceOf,
  parseInteger,
} from './setting-kinds.ts';
import {
  AUTO_TRUE_FALSE,
  actionAutoTrueFalse,
  actionBoolean,
  oneLine,
  parseSecret,
  parseWorkspaceFile,
  setting,
} from './setting-spec.ts';

/** The most check-run annotations (the Action's `check-run-annotations`). */
export const MAX_CHECK_RUN_ANNOTATIONS = 50_000;

const SARIF_FILE_ACCEPTED =
  'a file name ending in .sarif, inside the workspace (also through links)';
const ANNOTATIONS = {
  type: 'integer',
  min: 0,
  max: MAX_CHECK_RUN_ANNOTATIONS,
  unit: 'annotations',
} as const;

export const ACTION_SETTINGS = {
  'github-token': setting({
    input: 'github-token',
    scope: 'action',
    inFile: false,
    kind: { type: 'secret' },
    default: '${{ github.token }}',
    hashed: false,
    description: "The token of the GitHub surfaces (the job's by default), never a file.",
    parse: parseSecret,
  }),
  annotations: actionBoolean('annotations', 'true', 'Annotate the lines of the findings.'),
  'pr-comment': actionBoolean('pr-comment', 'true', 'One pull-request comment, kept up to date.'),
  'check-run': actionAutoTrueFalse('check-run', 'A check run with every finding as an annotation.'),
  'check-run-annotations': setting({
    input: 'check-run-annotations',
    scope: 'action',
    inFile: true,
    kind: ANNOTATIONS,
    default: '1000',
    hashed: false,
    description: `Most annotations on the check run (0 to ${MAX_CHECK_RUN_ANNOTATIONS}).`,
    parse: parseInteger(ANNOTATIONS),
  }),
  'pr-review': setting({
    input: 'pr-review',
    scope: 'action',
    inFile: true,
    kind: { type: 'choice', choices: ['off', 'new'] },
    default: 'off',
    hashed: false,
    description: 'Review comments on new findings on the lines of the diff: off or new.',
    parse: parseChoiceOf(['off', 'new'] as const),
  }),
  'upload-sarif': actionAutoTrueFalse('upload-sarif', 'Upload the SARIF file to code scanning.'),
  'sarif-file': setting({
    input: 'sarif-file',
    scope: 'action',
    inFile: true,
    kind: {
      type: 'text',
      accepted: SARIF_FILE_ACCEPTED,
      pattern: oneLineEndingWith('\\.sarif'),
    },
    default: 'iac-scan-results.sarif',
    hashed: false,
    description: 'Where the SARIF file is written (the JSON report beside it).',
    parse: parseWorkspaceFile(SARIF_FILE_ACCEPTED, (given) => given.endsWith('.sarif')),
  }),
  'sarif-category': setting({
    input: 'sarif-category',
    flag: 'sarif-category',
    scope: 'action',
    inFile: true,
    kind: { type: 'text', accepted: 'a category on one line', pattern: ONE_LINE_PATTERN },
    default: '',
    emptyMeans: 'none',
    hashed: false,
    description: "The SARIF run's automationDetails.id.",
    parse: oneLine('a category on one line'),
  }),
  'upload-artifact': actionBoolean(
    'upload-artifact',
    'true',
    'Upload the SARIF file and the JSON report as a workflow artifact.',
  ),
  'tracking-issue': setting({
    input: 'tracking-issue',
    scope: 'action',
    inFile: true,
    kind: { type: 'choice', choices: AUTO_TRUE_FALSE },
    default: 'auto',
    hashed: false,
    description: 'Keep one issue up to date with the gated findings.',
    parse: parseChoiceOf(AUTO_TRUE_FALSE),
  }),
} as const;
