/**
 * CloudFormation's short-form intrinsic functions as YAML tags, so that templates written with
 * `!Ref`, `!Sub`, `!GetAtt` … compose into plain values. Each tag is known in its three forms
 * (scalar, sequence, mapping) and keeps its value as written: only the structure matters here.
 */
import type { CollectionTag, ScalarTag } from 'yaml';

/** The short forms of `Fn::…`, `Ref`, `Condition` and the rule functions of CloudFormation. */
export const CLOUDFORMATION_TAG_NAMES: readonly string[] = [
  'And',
  'Base64',
  'Cidr',
  'Condition',
  'Contains',
  'EachMemberEquals',
  'EachMemberIn',
  'Equals',
  'FindInMap',
  'ForEach',
  'GetAtt',
  'GetAZs',
  'If',
  'ImportValue',
  'Join',
  'Length',
  'Not',
  'Or',
  'Ref',
  'RefAll',
  'Select',
  'Split',
  'Sub',
  'ToJsonString',
  'Transform',
  'ValueOf',
  'ValueOfAll',
];

/** Tags for `customTags`: every name as a scalar, a sequence and a mapping. */
export const CLOUDFORMATION_TAGS: readonly (ScalarTag | CollectionTag)[] =
  CLOUDFORMATION_TAG_NAMES.flatMap((name): (ScalarTag | CollectionTag)[] => [
    { tag: `!${name}`, resolve: (value: string) => value },
    { tag: `!${name}`, collection: 'seq' },
    { tag: `!${name}`, collection: 'map' },
  ]);

/** Error codes of tags yaml could not resolve: the node keeps its plain value, so they are safe. */
export const TOLERATED_YAML_ERRORS: ReadonlySet<string> = new Set([
  'TAG_RESOLVE_FAILED',
  'BAD_COLLECTION_TYPE',
]);
