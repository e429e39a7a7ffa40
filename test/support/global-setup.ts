/**
 * The suite's temp folders live in one private folder it creates and removes: every test's
 * `os.tmpdir()` (and every child process it starts) points there through TMPDIR, so a full run
 * leaves nothing in the system temp folder and never changes anything it did not create.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** What os.tmpdir() reads: TMPDIR on POSIX, TMP and TEMP on Windows. */
const TEMP_VARIABLES = ['TMPDIR', 'TMP', 'TEMP'] as const;

export default function setup(): () => void {
  const previous = TEMP_VARIABLES.map((name) => [name, process.env[name]] as const);
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-suite-'));
  // Traversable (not listable) by the unprivileged user of the permission tests; made here.
  if (process.platform !== 'win32') fs.chmodSync(parent, 0o711);
  for (const name of TEMP_VARIABLES) process.env[name] = parent;
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(parent, { recursive: true, force: true, maxRetries: 5 });
  };
}
