/**
 * What makes one YAML/JSON document IaC: its top level alone. A key found deeper never counts, so
 * an Azure Policy holding a deployment template, a Lambda test event holding a CloudFormation
 * fragment or a client config holding a manifest is not uploaded. A document that has the top
 * level of one kind but misses it on a detail (a near miss: `apiVersion: apps/V1`, a `Type` of
 * `AWS::S3:Bucket`, an ARM `$schema` without `resources`) is marked `looks like IaC`, the only
 * refusal a reader would take for a broken template, and so the only one worth a warning.
 */
import type { IacKind } from '../kinds.ts';
import { isNearKubernetesApiVersion } from '../likely-iac.ts';
import { toolConfigOf } from '../tool-configs.ts';

/**
 * Why a file is not uploaded, when that is worth more than "not IaC": it cannot be read as its
 * tooling reads it (`unparsable`); YAML readers may read its deciding keys differently (duplicate
 * keys, merges, tags) and no reading we know of is IaC (`ambiguous`: not judged either); its
 * structure nearly is IaC and misses on a detail (`looks like IaC`); or it is recognised as
 * something else and not uploaded on purpose (an ARM `parameters file`, a `kubeconfig`, a `tool
 * configuration`); or a kustomization reads it and it holds no resource (a `kustomize input`, such
 * as a JSON 6902 patch: not judged on a pull request). Each is one group of the discovery log.
 */
export type RejectionCategory =
  | 'unparsable'
  | 'ambiguous'
  | 'looks like IaC'
  | 'parameters file'
  | 'kubeconfig'
  | 'tool configuration'
  | 'kustomize input';

/** The outcome for one document: its kind, or why it is not IaC (file text: untrusted). */
export type StructureVerdict =
  { readonly kind: IacKind } | { readonly reason: string; readonly category?: RejectionCategory };

/** `v<N>`, `v<N>alpha<M>` or `v<N>beta<M>`. */
const KUBERNETES_VERSION = /^v\d+(?:(?:alpha|beta)\d+)?$/;
/** A DNS subdomain (RFC 1123), the form of an API group. */
const DNS_SUBDOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?)*$/;
/** `Vendor::Service::Resource`, a registry module's `…::MODULE`, and a custom resource's `Custom::Name`. */
const CLOUDFORMATION_TYPE =
  /^(?:[A-Za-z0-9]+::[A-Za-z0-9]+::[A-Za-z0-9]+(?:::MODULE)?|Custom::[A-Za-z0-9_@-]{1,60})$/;
const SAM_TRANSFORM = /^AWS::Serverless-/;
const ARM_SCHEMA =
  /^https?:\/\/schema\.management\.azure\.com\/schemas\/[^/]+\/(?:deploymentTemplate|subscriptionDeploymentTemplate|managementGroupDeploymentTemplate|tenantDeploymentTemplate)\.json#?$/i;
const ARM_PARAMETERS_SCHEMA =
  /^https?:\/\/schema\.management\.azure\.com\/schemas\/[^/]+\/deploymentParameters\.json#?$/i;
/** A JSON Schema names its dialect at json-schema.org: it describes documents, it is none. */
const JSON_SCHEMA_DIALECT = /^https?:\/\/json-schema\.org\//i;
/** Quotes the whole deciding value: a long one (an ARM `$schema`) is told apart at its end. */
const MAX_QUOTED_CHARS = 500;

type Mapping = Readonly<Record<string, unknown>>;

function isMapping(value: unknown): value is Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, key: string): unknown {
  return isMapping(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

function quote(value: unknown): string {
  if (typeof value === 'object' && value !== null)
    return Array.isArray(value) ? 'a list' : 'a mapping';
  const text = String(value);
  return JSON.stringify(
    text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS)}…` : text,
  );
}

/** True for `v1`, `apps/v1`, `networking.k8s.io/v1beta1`; false for `v1/beta`, `a/b/v1`, `1.0`. */
export function isKubernetesApiVersion(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parts = value.split('/');
  if (parts.length === 1) return KUBERNETES_VERSION.test(value);
  const [group = '', version = ''] = parts;
  return parts.length === 2 && DNS_SUBDOMAIN.test(group) && KUBERNETES_VERSION.test(version);
}

function hasTypedResource(resources: unknown): boolean {
  if (!isMapping(resources)) return false;
  return Object.values(resources).some((resource) => {
    const type = field(resource, 'Type');
    return typeof type === 'string' && CLOUDFORMATION_TYPE.test(type);
  });
}

function isSamTransform(transform: unknown): boolean {
  const names = Array.isArray(transform) ? transform : [transform];
  return names.some((name) => typeof name === 'string' && SAM_TRANSFORM.test(name));
}

function isCloudFormation(top: Mapping): boolean {
  if (Object.hasOwn(top, 'AWSTemplateFormatVersion')) return true;
  const resources = field(top, 'Resources');
  return (
    hasTypedResource(resources) || (isMapping(resources) && isSamTransform(field(top, 'Transform')))
  );
}

type Refusal = Extract<StructureVerdict, { reason: string }>;

const nearMiss = (reason: string): Refusal => ({ reason, category: 'looks like IaC' });

/** Why a document with `apiVersion` and `kind` is no manifest; a near miss when it nearly is. */
function whyNotManifest(apiVersion: unknown, kind: unknown): Refusal {
  if (!isKubernetesApiVersion(apiVersion)) {
    const reason = `apiVersion ${quote(apiVersion)} is not of Kubernetes' form [group/]v<N>[alpha|beta<M>]`;
    return isNearKubernetesApiVersion(apiVersion) ? nearMiss(reason) : { reason };
  }
  if (apiVersion === 'v1' && kind === 'Config')
    return { reason: 'a kubeconfig (credentials), not a manifest', category: 'kubeconfig' };
  return nearMiss(`kind ${quote(kind)} is not a non-empty string`);
}

/** Why a document with a `$schema` is no ARM template; a near miss when it names one. */
function whyNotArm(schema: unknown): Refusal {
  if (typeof schema === 'string' && ARM_PARAMETERS_SCHEMA.test(schema))
    return {
      reason: `an ARM parameters file ($schema ${quote(schema)}), not a template`,
      category: 'parameters file',
    };
  if (ARM_SCHEMA.test(String(schema)))
    return nearMiss(`an ARM deployment template $schema (${quote(schema)}) without resources`);
  const reason = `$schema ${quote(schema)} is not an ARM deployment template`;
  if (typeof schema === 'string' && JSON_SCHEMA_DIALECT.test(schema))
    return { reason: `a JSON Schema ($schema ${quote(schema)}), not a template` };
  return /deploymentTemplate\.json/i.test(String(schema)) ? nearMiss(reason) : { reason };
}

/** Why `Resources` makes no CloudFormation template; a near miss when a `Type` has `::`. */
function whyNotCloudFormation(resources: unknown): Refusal {
  const types = isMapping(resources)
    ? Object.values(resources).map((resource) => field(resource, 'Type'))
    : [];
  const near = types.find((type) => typeof type === 'string' && type.includes('::'));
  return near === undefined
    ? { reason: 'Resources has no entry whose Type is of the form Vendor::Service::Resource' }
    : nearMiss(`the Type ${quote(near)} in Resources is not of the form Vendor::Service::Resource`);
}

function whyNot(top: Mapping): Refusal {
  const apiVersion = field(top, 'apiVersion');
  const kind = field(top, 'kind');
  const schema = field(top, '$schema');
  if (apiVersion !== undefined && kind !== undefined) return whyNotManifest(apiVersion, kind);
  if (schema !== undefined) return whyNotArm(schema);
  const resources = field(top, 'Resources');
  if (resources !== undefined) return whyNotCloudFormation(resources);
  return {
    reason:
      'its top level has no apiVersion and kind, AWSTemplateFormatVersion, Resources or $schema',
  };
}

/** The IaC kind of a document from its top level (plain values, as JSON.parse gives them). */
export function classifyTopLevel(top: unknown): StructureVerdict {
  if (top === null || top === undefined) return { reason: 'the document is empty' };
  if (!isMapping(top)) return { reason: 'its top level is not a mapping' };
  const apiVersion = field(top, 'apiVersion');
  const kind = field(top, 'kind');
  if (isKubernetesApiVersion(apiVersion) && typeof kind === 'string' && kind !== '') {
    const tool = toolConfigOf(apiVersion);
    if (tool !== undefined)
      return {
        reason: `${tool} (apiVersion ${quote(apiVersion)}, kind ${quote(kind)}), not a cluster resource`,
        category: 'tool configuration',
      };
    // A kubeconfig has this shape too, and holds cluster credentials.
    if (!(apiVersion === 'v1' && kind === 'Config')) return { kind: 'kubernetes' };
  }
  if (isCloudFormation(top)) return { kind: 'cloudformation' };
  const schema = field(top, '$schema');
  const resources = field(top, 'resources');
  if (typeof schema === 'string' && ARM_SCHEMA.test(schema)) {
    if (Array.isArray(resources) || isMapping(resources)) return { kind: 'arm' };
  }
  return whyNot(top);
}
