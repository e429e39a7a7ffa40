/** The demo shows the action's log as a job's log shows it, never raw workflow commands. */
import { describe, expect, it } from 'vitest';
import { JobLogView } from '../../scripts/job-log.ts';

const RAW = [
  '::add-mask::emu-admin-key-0123',
  '::group::Discover IaC files',
  '2 IaC files of 3 listed by git.',
  '::debug::not IaC: package.json (no kind)',
  '::endgroup::',
  '::error file=infra/main.tf,line=3,endLine=5,title=S3 bucket is public (PLERION-1)::The bucket%0Ais public: 100%25',
  '::warning::Not uploaded: 1 file',
  'the key emu-admin-key-0123 never shows',
  '',
].join('\n');

describe('the job log view', () => {
  it('renders groups, annotations and escapes, hides debug lines and masks values', () => {
    const view = new JobLogView();
    // Fed in pieces that cut lines in two, as a pipe does.
    const text = view.push(RAW.slice(0, 50)) + view.push(RAW.slice(50)) + view.end();
    expect(text).toContain('\n▼ Discover IaC files\n');
    expect(text).toContain(
      'Error: infra/main.tf:3: S3 bucket is public (PLERION-1): The bucket\nis public: 100%\n',
    );
    expect(text).toContain('Warning: Not uploaded: 1 file\n');
    expect(text).toContain('the key *** never shows');
    expect(text).not.toMatch(/::|emu-admin-key|not IaC/);
  });

  it('shows debug lines with RUNNER_DEBUG', () => {
    const view = new JobLogView({ debug: true });
    expect(view.push('::debug::not IaC: package.json\n')).toBe('##[debug]not IaC: package.json\n');
  });
});
