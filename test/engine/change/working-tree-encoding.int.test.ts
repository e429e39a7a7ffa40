/**
 * A changed file is judged by the bytes uploaded (issue 39): a same-repository pull request adds
 * `.gitattributes` with `infra/sg.tf working-tree-encoding=UTF-16` and an open security group. git keeps
 * the blob in UTF-8, but the checkout writes UTF-16, which is what the workspace scan uploads and
 * what the service cannot read. End to end: run() in this process under `pull_request` with
 * GitHub's merge commit checked out, against the emulator and the fake GitHub. The file is counted
 * as not judged (unparsable), never passed because its blob reads well.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeForkPullRequest, type ForkPullRequest } from '../../support/fork-fixtures.ts';
import { runSameRepository } from '../../support/fork-attacks.ts';
import { git } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';
import { OPEN_SG } from '../../support/iac-samples.ts';

const harness = useIntegration({ scan: { delayMs: 5 } });
let pr: ForkPullRequest;

beforeAll(async () => {
  pr = makeForkPullRequest({
    base: { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' },
    head: {},
    // git takes a UTF-16 file (with its BOM) under this attribute and stores it as UTF-8.
    headWith: (dir) => {
      fs.writeFileSync(
        path.join(dir, '.gitattributes'),
        'infra/sg.tf working-tree-encoding=UTF-16\n',
      );
      fs.writeFileSync(
        path.join(dir, 'infra', 'sg.tf'),
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(OPEN_SG, 'utf16le')]),
      );
    },
    number: 81,
  });
});
afterAll(async () => {
  pr.cleanup();
});

describe('a pull request whose checkout writes its IaC in another encoding', () => {
  it('counts the file as not judged: the bytes uploaded are UTF-16, though its blob is UTF-8', async () => {
    expect(git(pr.root, ['-C', 'origin.git', 'cat-file', '-p', `${pr.headSha}:infra/sg.tf`])).toBe(
      OPEN_SG.trim(),
    );
    const workspace = pr.checkoutMerge({ full: true });
    expect(fs.readFileSync(path.join(workspace, 'infra', 'sg.tf')).subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xfe]),
    );
    const result = await runSameRepository(harness, pr, { workspace, inputs: { path: 'infra' } });
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    expect(result.report.unjudged).toMatchObject({
      gates: true,
      files: [{ path: 'infra/sg.tf', reason: 'unparsable' }],
    });
  });
});
