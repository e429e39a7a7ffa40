/**
 * The command line's report formats and the files the tests write them to, so that a test asking
 * for "every format" asks for the same six everywhere; and the scan a merge request pipeline runs.
 */
import { KEYS } from '../emulator/server.ts';

/** Every format `--format` takes. */
export const FORMATS = [
  'json',
  'text',
  'markdown',
  'junit',
  'sarif',
  'gitlab-codequality',
] as const;

export type ReportFormat = (typeof FORMATS)[number];

/** The file each format is written to. */
export const FILE_OF: Record<ReportFormat, string> = {
  json: 'report.json',
  text: 'report.txt',
  markdown: 'report.md',
  junit: 'report.xml',
  sarif: 'report.sarif',
  'gitlab-codequality': 'codequality.json',
};

/** `--format` flags that write every format to `prefix` followed by its file name. */
export function everyFormatTo(prefix: string): string[] {
  return FORMATS.flatMap((format) => ['--format', `${format}=${prefix}${FILE_OF[format]}`]);
}

/**
 * The arguments and environment of a GitLab merge request pipeline's scan of `infra` against the
 * service at `apiUrl`: the JSON report written to `../report.json`, the change's base from GitLab.
 */
export function mergeRequestScan(apiUrl: string, baseSha: string) {
  return {
    args: ['--api-url', apiUrl, '--format', 'json=../report.json', 'infra'],
    env: {
      PLERION_API_KEY: KEYS.admin,
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_DIFF_BASE_SHA: baseSha,
    },
  };
}
