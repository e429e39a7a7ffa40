/** A small repository with a base branch and a pull request, and the checkouts a runner has. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makePullRequestRepository, writeFiles } from '../test/support/git-fixtures.ts';

const bucket = (name: string, acl: string) =>
  `resource "aws_s3_bucket" "${name}" {\n  acl = "${acl}"\n}\n`;

/** 30 Terraform stacks on main; the pull request adds one open bucket to one of them. */
export function makeBenchOrigin() {
  const stamp = `# ${Date.now()}\n`;
  const repository = makePullRequestRepository({
    base: (dir) =>
      writeFiles(
        dir,
        Object.fromEntries(
          Array.from({ length: 30 }, (_, i) => [
            `stack${i}/main.tf`,
            stamp + bucket(`b${i}`, i % 3 ? 'private' : 'public-read'),
          ]),
        ),
      ),
    head: (dir) =>
      fs.appendFileSync(path.join(dir, 'stack1', 'main.tf'), bucket('added', 'public-read')),
  });
  return {
    baseSha: repository.baseSha,
    baseCheckout: () => repository.checkout(repository.baseSha),
    mergeCheckout: () => repository.checkoutMerge(),
    event: { name: 'pull_request', payload: repository.event },
  };
}
