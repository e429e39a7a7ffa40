/**
 * The report formats, by name: a leaf, so the command line's flags (`--help` lists them) read the
 * names without loading a renderer.
 */
export const REPORT_FORMATS = [
  'text',
  'json',
  'sarif',
  'junit',
  'gitlab-codequality',
  'markdown',
] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
