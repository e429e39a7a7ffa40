/**
 * IaC the integration tests share: small files whose findings the emulator knows, written once so
 * that a test names what it brings (an open security group) instead of repeating its text.
 */

/** Security group `name` open to the world: one `PLERION-TF-SG-OPEN-INGRESS` finding. */
export function openSecurityGroup(name: string): string {
  return [
    `resource "aws_security_group" "${name}" {`,
    '  ingress {',
    '    cidr_blocks = ["0.0.0.0/0"]',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** `aws_security_group.open`, open to the world. */
export const OPEN_SG = openSecurityGroup('open');

/** A privileged container without limits. */
const PRIVILEGED: ContainerOptions = { privileged: true, limited: false };

/** A Deployment's metadata and spec with a privileged container (after its apiVersion and kind). */
export const PRIVILEGED_WORKLOAD = [
  'metadata:',
  '  name: evil',
  ...deploymentSpec(PRIVILEGED),
  '',
].join('\n');

/** A pod's spec with a privileged container. */
export const PRIVILEGED_SPEC = [...podSpec('', PRIVILEGED), ''].join('\n');

/** A privileged Pod: one `PLERION-K8S-PRIVILEGED` finding. */
export const PRIVILEGED_POD = manifest('v1', 'Pod', 'evil', podSpec('', PRIVILEGED));

interface ContainerOptions {
  readonly privileged: boolean;
  /** With a CPU limit, so that only `privileged` is judged. */
  readonly limited: boolean;
}

/** A container's lines, indented by `indent`. */
function container(indent: string, options: ContainerOptions): string[] {
  return [
    '- name: c',
    '  image: nginx:1.25',
    ...(options.limited ? ['  resources:', '    limits:', '      cpu: 100m'] : []),
    '  securityContext:',
    `    privileged: ${options.privileged}`,
  ].map((line) => `${indent}${line}`);
}

/** A pod's `spec:` with one container, indented by `indent`. */
function podSpec(indent: string, options: ContainerOptions): string[] {
  return [`${indent}spec:`, `${indent}  containers:`, ...container(`${indent}    `, options)];
}

/** A Deployment's `spec:`: a template holding the pod's spec. */
function deploymentSpec(options: ContainerOptions): string[] {
  return ['spec:', '  template:', ...podSpec('    ', options)];
}

/** A whole manifest: its apiVersion, kind and name, then `body`. */
function manifest(apiVersion: string, kind: string, name: string, body: string[]): string {
  return [
    `apiVersion: ${apiVersion}`,
    `kind: ${kind}`,
    'metadata:',
    `  name: ${name}`,
    ...body,
    '',
  ].join('\n');
}

/**
 * Pod `name` whose one container has a CPU limit: privileged, one `PLERION-K8S-PRIVILEGED`
 * finding; not privileged, none.
 */
export function limitedPod(name: string, privileged = true): string {
  return manifest('v1', 'Pod', name, podSpec('', { privileged, limited: true }));
}

/** Deployment `name`, the Deployment form of `limitedPod`. */
export function limitedDeployment(name: string, privileged = true): string {
  return manifest('apps/v1', 'Deployment', name, deploymentSpec({ privileged, limited: true }));
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * About `bytes` of Terraform-like text holding encoded data from `seed`, so that it deflates
 * little (about 1.3x): archive sizes follow file sizes. The same seed gives the same text.
 */
export function incompressibleTerraform(seed: number, bytes: number): string {
  let s = seed >>> 0;
  const next = (): number => (s = (s * 1_664_525 + 1_013_904_223) >>> 0);
  let out = '';
  for (let i = 0; out.length < bytes; i++) {
    const data = Array.from({ length: 48 }, () => BASE64[next() >>> 26]).join('');
    out += `resource "aws_s3_bucket" "b_${seed}_${i}" {\n  user_data = "${data}"\n}\n`;
  }
  return out;
}
