/**
 * A Gatekeeper ConstraintTemplate written as terraform-example-foundation's gcp_*_v1.yaml are:
 * a double-quoted description continued left of its key. PyYAML and go-yaml read it; our parser
 * once refused it.
 */
export const GATEKEEPER_TEMPLATE = [
  'apiVersion: templates.gatekeeper.sh/v1beta1',
  'kind: ConstraintTemplate',
  'metadata:',
  '  name: gcp-storage-location-v1',
  'spec:',
  '  crd:',
  '    spec:',
  '      names:',
  '        kind: GCPStorageLocationConstraintV1',
  '      validation:',
  '        openAPIV3Schema:',
  '          properties:',
  '            mode:',
  '              type: string',
  '              description: "String identifying the operational mode,',
  '              allowlist or denylist. In the allowlist mode,',
  '            members outside the list are denied."',
  '',
].join('\n');
