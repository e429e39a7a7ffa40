/**
 * Attack (round three): a file uploaded but never judged, because the service could not parse it.
 * The scan's summary says so (`totalParsingErrors`, service API §2.7), the client reads the field
 * (`api/schemas.ts`) and nothing uses it: the scan is "complete" and the run passes. A fork only
 * needs a file Terraform (or kubectl) reads and the service's parser does not: HCL written with
 * syntax newer than the service's parser (a provider-defined function such as
 * `provider::aws::arn_parse(...)`, Terraform 1.8), or YAML the service's reader refuses.
 *
 * The emulator's `unparsable` knob stands for that parser: the entries it names yield no finding
 * and are counted in the summary's `totalParsingErrors`, as the live service counts them. A fork's
 * pull request on `pull_request_target`, in process. Fails on the code of e7392c9.
 */
import { afterEach, expect, it } from 'vitest';
import { useForkAttacks } from '../../support/fork-attacks.ts';
import { openSecurityGroup } from '../../support/iac-samples.ts';

const harness = useForkAttacks();
afterEach(() => {
  harness.harness.emulator.behaviourFor = undefined;
});

const EDGE = `locals {
  account = provider::aws::arn_parse(var.role_arn).account_id
}
${openSecurityGroup('edge')}`;

it('a scan whose summary counts a file it could not parse does not pass', async () => {
  const file = 'infra/edge.tf';
  harness.harness.emulator.behaviourFor = () => ({ unparsable: (name) => name === file });
  const { result, uploaded } = await harness.run({ [file]: EDGE });
  expect(uploaded).toContain(file);
  const scans = [...harness.harness.emulator.scans.values()].filter((s) =>
    s.entryNames.includes(file),
  );
  expect(scans.map((s) => s.parsingErrors)).toEqual([1]);
  // The service judged nothing in it: the open group was never evaluated.
  expect(result.report.findings).toEqual([]);
  expect(result.outputs.result, 'a file the service could not parse was not judged').not.toBe(
    'pass',
  );
  // The scan is not complete, with the service's count, naming the archive (not the file: the
  // summary does not say which).
  expect(result.report.complete).toBe(false);
  expect(result.report.reason).toMatch(
    /could not parse 1 file of its archive \(the service's summary counts 1 parsing error/,
  );
});
