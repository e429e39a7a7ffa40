/**
 * A fork keeping IaC out of the scan by its name or encoding, end to end as in
 * `discovery-attacks.int.test.ts`: a lowercase `dockerfile` and the `Dockerfile-prod`,
 * `Containerfile.prod` variants; a manifest or a Terraform file saved as UTF-16, also where
 * discovery keeps quiet (a PSRule name, a test folder). Each is uploaded and judged, or ends
 * `error` naming the file; none passes unjudged.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingsOf, reasonsOf, useForkAttacks } from '../../support/fork-attacks.ts';
import { OPEN_SG, PRIVILEGED_POD } from '../../support/iac-samples.ts';

const attacks = useForkAttacks();
const { harness } = attacks;
const POD = PRIVILEGED_POD;

/** The fork's pull request on `pull_request_target`, scanning `infra`. */
const attack = attacks.run.bind(attacks);

describe('names and encodings', () => {
  it('a lowercase dockerfile is uploaded and judged', async () => {
    const { result, uploaded } = await attack(
      { 'infra/app/dockerfile': 'FROM ubuntu\nUSER root\n' },
      { inputs: { 'fail-on': 'low' } },
    );
    expect(uploaded).toContain('infra/app/dockerfile');
    expect(result.outputs.result).toBe('fail');
  });

  it.each(['Containerfile.prod', 'prod.Containerfile', 'Dockerfile-prod', 'Dockerfile_prod'])(
    'a Dockerfile named %s is uploaded and judged; an ignore file beside it is not',
    async (name) => {
      const { result, uploaded } = await attack(
        {
          [`infra/app/${name}`]: 'FROM ubuntu\nUSER root\n',
          'infra/app/Dockerfile.dockerignore': 'node_modules\n',
        },
        { inputs: { 'fail-on': 'low' } },
      );
      expect(uploaded).toContain(`infra/app/${name}`);
      expect(uploaded).not.toContain('infra/app/Dockerfile.dockerignore');
      expect(result.outputs.result).toBe('fail');
      expect(findingsOf(result.report).map(([, file]) => file)).toContain(`infra/app/${name}`);
    },
  );

  it.each(['k8s/allow.rule.yaml', 'k8s-spec/pod.yaml'])(
    'a UTF-16 manifest at %s, where discovery gives no warning, is still an error: unparsable',
    async (where) => {
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(POD, 'utf16le')]);
      const { result, uploaded } = await attack(
        {},
        {
          headWith: (dir) => {
            fs.mkdirSync(path.dirname(path.join(dir, 'infra', where)), { recursive: true });
            fs.writeFileSync(path.join(dir, 'infra', where), utf16);
          },
        },
      );
      expect(uploaded).not.toContain(`infra/${where}`);
      expect(result.outputs.result).toBe('error');
      expect(reasonsOf(result.report)).toEqual({ [`infra/${where}`]: 'unparsable' });
      expect(harness.github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    },
  );

  it('a manifest saved as UTF-16 with a BOM is an error: unparsable, save it as UTF-8', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(POD, 'utf16le')]);
    const { result } = await attack(
      {},
      {
        headWith: (dir) => {
          fs.mkdirSync(path.join(dir, 'infra/k8s'), { recursive: true });
          fs.writeFileSync(path.join(dir, 'infra/k8s/pod.yaml'), utf16);
        },
      },
    );
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/k8s/pod.yaml': 'unparsable' });
    expect(result.summary).toMatch(
      /\| `infra\/k8s\/pod\.yaml` \| unparsable \| [^|]*saved as UTF-8/,
    );
    expect(result.log).toMatch(/a Kubernetes manifest saved as UTF-16LE/);
  });

  it('a Terraform file saved as UTF-16 (big-endian) is an error too, though its name sends it', async () => {
    const utf16be = Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from(OPEN_SG, 'utf16le').swap16(),
    ]);
    const { result } = await attack(
      {},
      { headWith: (dir) => fs.writeFileSync(path.join(dir, 'infra/open.tf'), utf16be) },
    );
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/open.tf': 'unparsable' });
  });
});
