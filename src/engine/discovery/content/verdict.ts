/** What content classification says of a file, shared by its YAML and JSON readers. */
import type { IacKind } from '../kinds.ts';
import type { StructureVerdict } from './structure.ts';

/**
 * A file's kind, or why it is not uploaded (the reason may quote the file: untrusted), with why
 * discovery's log gives no warning for it (`quiet`) when it lies in a quiet place.
 */
export type ContentVerdict =
  | Extract<StructureVerdict, { kind: IacKind }>
  | (Extract<StructureVerdict, { reason: string }> & { readonly quiet?: string });

/**
 * A verdict, marked when the file did not parse at all (rather than parsed and missed), and then
 * whether its text holds IaC keys anywhere.
 */
export type ParsedVerdict = ContentVerdict & {
  readonly parseError?: true;
  readonly holdsIacKeys?: boolean;
};

export const KIND_NAMES: Readonly<Record<IacKind, string>> = {
  terraform: 'a Terraform file',
  bicep: 'a Bicep file',
  dockerfile: 'a Dockerfile',
  helm: 'a Helm chart file',
  kubernetes: 'a Kubernetes manifest',
  cloudformation: 'a CloudFormation template',
  arm: 'an ARM template',
  included: 'a file',
};
