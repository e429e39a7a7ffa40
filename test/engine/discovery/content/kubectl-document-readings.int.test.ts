/**
 * Attack (round three): manifests kubectl applies that discovery reads as "not IaC", silently.
 * A fork's pull request on `pull_request_target`, run in process against the emulator and real
 * git origins. Each file below is applied by `kubectl apply -f` (privileged Pod included), and
 * each test asserts what "green means judged" promises: the file is uploaded or listed as not
 * judged, and the run does not pass. Both fail on the code of e7392c9.
 *
 * 1. A JSON stream. kubectl reads a `.json` (or any file whose first non-space byte is `{`) with
 *    `yaml.NewYAMLOrJSONDecoder` (k8s.io/apimachinery pkg/util/yaml/decoder.go), which decodes a
 *    *series* of JSON objects (`{…}\n{…}`) and applies each. `JSON.parse` refuses the series, so
 *    the file "does not parse"; it is then judged by `holdsIacKeys`, a regex over the raw text
 *    that never decodes escapes, so `"\u0061piVersion"` (read as `apiVersion` by Go's JSON)
 *    makes it "not IaC by content": not uploaded, not unjudged.
 * 2. kubectl's document separator. kubectl splits a YAML stream with `YAMLReader.Read`
 *    (same file): a line that starts with `---` and whose rest is all `unicode.IsSpace` (which
 *    includes U+00A0 NBSP, U+3000 …) ends a document. YAML's document marker needs a space, tab
 *    or line break after `---`, so `---<NBSP>` is plain text to every YAML parser. Behind a root
 *    block scalar (`--- !!null |`), the whole Pod is one string to our reader ("its top level is
 *    not a mapping"), while kubectl reads an empty (null, skipped) document and then the Pod.
 *    No escape, no parse error: the file is read, and read differently.
 */
import { describe, expect, it } from 'vitest';
import { useForkAttacks } from '../../../support/fork-attacks.ts';
import { limitedPod } from '../../../support/iac-samples.ts';

const harness = useForkAttacks();

const PRIVILEGED_POD = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'agent' },
  spec: {
    containers: [
      {
        name: 'c',
        image: 'nginx:1.25',
        resources: { limits: { cpu: '100m' } },
        securityContext: { privileged: true },
      },
    ],
  },
};

const POD_YAML = limitedPod('agent');

/** One JSON object of the stream, its `apiVersion` key written with an escape Go's JSON decodes. */
function escapedJson(object: object): string {
  return JSON.stringify(object).replace('"apiVersion"', '"\\u0061piVersion"');
}

describe('a manifest kubectl applies is uploaded or not judged', () => {
  it('a JSON stream of two objects, apiVersion escaped: kubectl applies both', async () => {
    const file = 'infra/k8s/agent.json';
    const namespace = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'agents' } };
    const text = `${escapedJson(namespace)}\n${escapedJson(PRIVILEGED_POD)}\n`;
    const { result, uploaded, unjudged } = await harness.run({ [file]: text });
    expect(uploaded.includes(file) || unjudged[file] !== undefined, `${file} judged`).toBe(true);
    expect(result.outputs.result).not.toBe('pass');
  });

  it('a `---` + NBSP line, which ends a document for kubectl and is text inside a YAML block scalar', async () => {
    const file = 'infra/k8s/agent.yaml';
    // kubectl: document 1 is `--- !!null |` (null: skipped), document 2 the privileged Pod.
    // YAML: one document, a literal block scalar holding every line after the first.
    const text = `--- !!null |\n---\u00a0\n${POD_YAML}`;
    const { result, uploaded, unjudged } = await harness.run({ [file]: text });
    expect(uploaded.includes(file) || unjudged[file] !== undefined, `${file} judged`).toBe(true);
    expect(result.outputs.result).not.toBe('pass');
  });
});
