import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyContent,
  kindByName,
  neverUploadReason,
} from '../../../src/engine/discovery/classify.ts';
import {
  applyDiscoveryRules,
  planDiscovery,
  settleDiscovery,
  type FileProbe,
} from '../../../src/engine/discovery/rules.ts';
import { isKubernetesApiVersion } from '../../../src/engine/discovery/content/structure.ts';
import {
  UNREAD,
  readSimpleTopLevel,
} from '../../../src/engine/discovery/content/yaml-simple-top.ts';
import { readYamlDocuments } from '../../../src/engine/discovery/content/yaml-documents.ts';
import { expectPredicate } from '../../support/expect-predicate.ts';

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  template:
    spec:
      containers:
        - name: web
          image: registry.example.com/web:1.4.2
`;

const SAM_TEMPLATE = `Transform: AWS::Serverless-2016-10-31
Description: Orders API
Globals:
  Function:
    Runtime: nodejs20.x
Conditions:
  IsProd: !Equals [!Ref Stage, prod]
Resources:
  OrdersFunction:
    Type: AWS::Serverless::Function
    Properties:
      Handler: index.handler
      Role: !GetAtt OrdersRole.Arn
      Environment:
        Variables:
          TABLE: !Ref OrdersTable
          QUEUE_URL: !If [IsProd, !ImportValue prod-queue-url, !Sub "https://sqs.\${AWS::Region}.amazonaws.com/dev"]
      Layers:
        - !Join [':', [arn, aws, lambda, !Ref AWS::Region, !Ref AWS::AccountId, layer, shared, '3']]
      Tags: !Transform { Name: AddTags, Parameters: { Team: orders } }
  OrdersTable:
    Type: AWS::DynamoDB::Table
    Properties:
      BillingMode: !FindInMap [Modes, !Ref Stage, Billing]
      AvailabilityZone: !Select [0, !GetAZs '']
      Embedded: !Rain::Embed schema.json
`;

/** An Azure Policy definition whose DeployIfNotExists effect carries a deployment template. */
const AZURE_POLICY = JSON.stringify({
  name: 'deploy-diagnostics-keyvault',
  type: 'Microsoft.Authorization/policyDefinitions',
  properties: {
    displayName: 'Deploy diagnostic settings for Key Vault',
    policyType: 'Custom',
    mode: 'Indexed',
    policyRule: {
      if: { field: 'type', equals: 'Microsoft.KeyVault/vaults' },
      then: {
        effect: 'DeployIfNotExists',
        details: {
          type: 'Microsoft.Insights/diagnosticSettings',
          deployment: {
            properties: {
              mode: 'incremental',
              template: {
                $schema:
                  'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
                contentVersion: '1.0.0.0',
                resources: [{ type: 'Microsoft.KeyVault/vaults/providers/diagnosticSettings' }],
              },
            },
          },
        },
      },
    },
  },
});

/** The event a CloudFormation macro's Lambda function receives, kept as a test event. */
const LAMBDA_MACRO_EVENT = JSON.stringify({
  region: 'eu-west-1',
  accountId: '123456789012',
  transformId: '123456789012::AddTags',
  requestId: '5f1c2b8a-0d2e-4d53-9a52-8f5b9c1d2e3f',
  params: {},
  templateParameterValues: { Stage: 'dev' },
  fragment: {
    AWSTemplateFormatVersion: '2010-09-09',
    Resources: { Bucket: { Type: 'AWS::S3::Bucket', Properties: {} } },
  },
});

/** A deployment tool's client config that embeds manifests below its top level. */
const CLIENT_CONFIG = JSON.stringify({
  server: 'https://deploy.example.com',
  timeoutSeconds: 30,
  defaults: { apiVersion: 'argoproj.io/v1alpha1', kind: 'Application' },
  overlays: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' } }],
});

const ARM = (schema: string, extra: object = { resources: [] }) =>
  JSON.stringify({ $schema: schema, contentVersion: '1.0.0.0', ...extra });
const ARM_SCHEMA =
  'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#';

const POSITIVE: [string, string, string][] = [
  ['deployment.yaml', DEPLOYMENT, 'kubernetes'],
  ['cm.json', '{"apiVersion":"v1","kind":"ConfigMap","data":{"a":"1"}}', 'kubernetes'],
  ['cert.yaml', 'apiVersion: cert-manager.io/v1\nkind: Certificate\n', 'kubernetes'],
  ['cron.yml', 'kind: CronJob\napiVersion: batch/v2alpha1\n', 'kubernetes'],
  ['ing.yaml', '\'apiVersion\': \'networking.k8s.io/v1beta1\'\n"kind": "Ingress"\n', 'kubernetes'],
  ['flow.yaml', '{apiVersion: v1, kind: Pod}\n', 'kubernetes'],
  ['indented.yaml', '  apiVersion: v1\n  kind: Pod\n', 'kubernetes'],
  ['crlf.yaml', 'apiVersion: v1\r\nkind: Service\r\n', 'kubernetes'],
  [
    'second.yaml',
    '# defaults for the chart-less deploy\nreplicas: 3\nimage: web\n---\n' + DEPLOYMENT,
    'kubernetes',
  ],
  ['late.yaml', `# ${'x'.repeat(70 * 1024)}\n${DEPLOYMENT}`, 'kubernetes'],
  ['stack.yaml', 'AWSTemplateFormatVersion: 2010-09-09\nResources: {}\n', 'cloudformation'],
  ['sam.yaml', SAM_TEMPLATE, 'cloudformation'],
  ['res.json', '{"Resources":{"B":{"Type":"AWS::S3::Bucket"}}}', 'cloudformation'],
  ['ext.yaml', 'Resources:\n  T:\n    Type: MyOrg::Billing::Ledger\n', 'cloudformation'],
  ['bom.json', '\uFEFF{"AWSTemplateFormatVersion":"2010-09-09","Resources":{}}', 'cloudformation'],
  ['arm.json', ARM(ARM_SCHEMA), 'arm'],
  ['bom-arm.json', '\uFEFF' + ARM(ARM_SCHEMA), 'arm'],
  [
    'sub.json',
    ARM(
      'https://schema.management.azure.com/schemas/2018-05-01/subscriptionDeploymentTemplate.json#',
    ),
    'arm',
  ],
  [
    'symbolic.json',
    ARM(
      'https://schema.management.azure.com/schemas/2019-08-01/managementGroupDeploymentTemplate.json#',
      { languageVersion: '2.0', resources: { vault: { type: 'Microsoft.KeyVault/vaults' } } },
    ),
    'arm',
  ],
];

const NEGATIVE: [string, string, RegExp][] = [
  ['policy.json', AZURE_POLICY, /top level has no/],
  ['event.json', LAMBDA_MACRO_EVENT, /top level has no/],
  ['client.json', CLIENT_CONFIG, /top level has no/],
  [
    'a.yaml',
    'apiVersion: v1/beta\nkind: Pod\n',
    /apiVersion "v1\/beta" is not of Kubernetes' form/,
  ],
  ['b.yaml', 'apiVersion: a/b/v1\nkind: Pod\n', /apiVersion "a\/b\/v1"/],
  ['c.yaml', 'apiVersion: 1.0\nkind: Pod\n', /apiVersion "1"/],
  ['d.json', '{"apiVersion":"apps/version1","kind":"Deployment"}', /apiVersion "apps\/version1"/],
  ['e.yaml', 'apiVersion: v1\nkind: 3\n', /kind "3" is not a non-empty string/],
  ['kubeconfig.yaml', 'apiVersion: v1\nkind: Config\nusers: []\n', /kubeconfig/],
  ['Chart.yaml', 'apiVersion: v2\nname: web\nversion: 1.0.0\n', /top level has no/],
  ['ci.yml', 'on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n', /names none/],
  ['package.json', '{"name":"x","version":"1.0.0"}', /names none/],
  ['limits.yaml', 'Resources:\n  cpu: 2\n  memory: 4Gi\n', /Resources has no entry whose Type/],
  ['schema.json', '{"$schema":"http://json-schema.org/draft-07/schema#"}', /a JSON Schema/],
  [
    'params.json',
    '{"$schema":"https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#","parameters":{}}',
    /an ARM parameters file \(\$schema "https:\/\/schema\.management\.azure\.com\/schemas\/2019-04-01\/deploymentParameters\.json#"\)/,
  ],
  ['noresources.json', ARM(ARM_SCHEMA, {}), /without resources/],
  ['list.yaml', '- apiVersion: v1\n  kind: Pod\n', /not a mapping/],
  ['broken.yaml', 'apiVersion: v1\nkind: Pod\nspec: [unclosed\n', /does not parse as YAML/],
  [
    'broken2.yaml',
    'a: 1\n---\napiVersion: v1\nkind: [x\n',
    /does not parse as YAML \(document 2\)/,
  ],
  ['broken.json', '{ "AWSTemplateFormatVersion": ', /does not parse as JSON/],
  [
    'comments.json',
    '// dev\n{"apiVersion":"v1","kind":"Pod"}',
    /a Kubernetes manifest in JSON with comments, which only ARM's JSON allows/,
  ],
  [
    'helm.yaml',
    'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .Release.Name }}-web\n',
    /does not parse as YAML/,
  ],
  ['flow-key.yaml', 'apiVersion: v1\nkind: {{ .Values.kind }}\n', /kind a mapping is not/],
  ['two.yaml', 'a: 1\n---\nResources: {}\n', /none of its 2 documents is IaC/],
];

describe('classification by top-level structure', () => {
  it.each(POSITIVE)('uploads %s as IaC', (file, text, kind) => {
    expect(classifyContent(file, text)).toEqual({ kind });
    expect(classifyContent(file, Buffer.from(text))).toEqual({ kind });
  });

  it.each(NEGATIVE)('does not upload %s, and says why', (file, text, reason) => {
    const verdict = classifyContent(file, Buffer.from(text));
    expect(verdict).toHaveProperty('reason');
    expect((verdict as { reason: string }).reason).toMatch(reason);
  });

  it('classifies a 5 MB synthesised CloudFormation template by its top level', () => {
    const resources: Record<string, unknown> = {};
    for (let i = 0; i < 24_000; i++)
      resources[`Queue${i}`] = {
        Type: 'AWS::SQS::Queue',
        Properties: {
          QueueName: `orders-${i}`,
          VisibilityTimeout: 30,
          Tags: [{ Key: 'i', Value: `${i}` }],
        },
      };
    const template = JSON.stringify({ Resources: resources }, null, 2);
    expect(template.length).toBeGreaterThan(5_000_000);
    expect(classifyContent('cdk.out/Stack.template.json', Buffer.from(template))).toEqual({
      kind: 'cloudformation',
    });
  });

  it('parses CloudFormation short tags in their three forms, and tolerates unknown tags', () => {
    const [first] = [...readYamlDocuments(SAM_TEMPLATE)];
    expect(first).toHaveProperty('top');
    const top = (first as { top: Record<string, Record<string, Record<string, unknown>>> }).top;
    expect(top.Resources?.OrdersTable?.Type).toBe('AWS::DynamoDB::Table');
  });

  it('knows Kubernetes apiVersion forms', () => {
    expectPredicate(isKubernetesApiVersion, {
      holds: ['v1', 'apps/v1', 'batch/v1beta1', 'x.k8s.io/v2alpha3', 'a-b.example.com/v10'],
      fails: ['v1/beta', 'a/b/v1', '1.0', 'apps/version1', 'Apps/v1', '/v1', 'v1beta', 1],
    });
  });

  it('takes kustomizations by name, and every .env* name as a secret', () => {
    for (const name of ['kustomization.yaml', 'a/kustomization.yml', 'overlays/prod/Kustomization'])
      expect(kindByName(name), name).toBe('kubernetes');
    for (const name of ['.env', '.envrc', '.env-prod', '.env_local', 'a/.env.production'])
      expect(neverUploadReason(name), name).toBe('secret');
    expect(neverUploadReason('environment.tf')).toBeUndefined();
  });
});

describe('the fast reading of simple YAML agrees with the parser', () => {
  const firstTop = (text: string): Record<string, unknown> | 'error' => {
    const first = readYamlDocuments(text).next().value;
    if (!first || 'error' in first) return 'error';
    return first.top as Record<string, unknown>;
  };

  it('reads what yaml reads, or declines', () => {
    const keys = ['apiVersion', 'kind', '"kind"', "'apiVersion'", 'a b', 'x#y', '<<', 'Resources'];
    const values = [
      'v1',
      'apps/v1',
      '"v1"',
      "'Pod'",
      'Pod # note',
      '123',
      'true',
      '~',
      '',
      '|',
      '[a, b]',
      '{a: 1}',
      '&x Pod',
      '*x',
      '!Ref x',
      'a: b',
      '"a\\"b"',
      "'it''s'",
      '-1',
      '- a',
      'Po#d',
      '"Po #d"',
      '0x1F',
      '.inf',
      'null',
      'Deploy:ment',
    ];
    const line = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...keys),
          fc.constantFrom(': ', ':', ' : ', ':  '),
          fc.constantFrom(...values),
        )
        .map(([k, s, v]) => `${k}${s}${v}`),
      fc.constantFrom(
        '  nested: 1',
        '  - a',
        '  # c',
        '    more',
        '',
        '# c',
        '---',
        '...',
        '--- # x',
        '%YAML 1.2',
        '\tx: 1',
        '- item',
        'plain words',
        '? k',
      ),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.boolean(), (lines, crlf) => {
        const text = lines.join(crlf ? '\r\n' : '\n') + '\n';
        const quick = readSimpleTopLevel(text);
        const full = firstTop(text);
        if (quick === undefined || full === 'error') return;
        expect(Object.keys(quick)).toEqual(Object.keys(full));
        for (const [key, value] of Object.entries(quick))
          if (value !== UNREAD) expect(full[key], `${key} in ${JSON.stringify(text)}`).toBe(value);
      }),
      { numRuns: 3000 },
    );
  });

  it('declines what it cannot read exactly', () => {
    expect(readSimpleTopLevel('%YAML 1.1\n---\napiVersion: v1\n')).toBeUndefined();
    expect(readSimpleTopLevel('--- !!map\napiVersion: v1\n')).toBeUndefined();
    expect(readSimpleTopLevel('kind: Deploy\n  ment\n')?.kind).toBe(UNREAD);
    expect(readSimpleTopLevel('kind: |\n  Pod\n')?.kind).toBe(UNREAD);
    expect(readSimpleTopLevel('apiVersion: v1\nkind: Pod\n')).toEqual({
      apiVersion: 'v1',
      kind: 'Pod',
    });
  });
});

describe('rules without a file system (the seam a commit listing uses)', () => {
  const tree: Record<string, { bytes?: string; type?: 'symlink' | 'unreadable' }> = {
    'charts/web/Chart.yaml': { bytes: 'apiVersion: v2\nname: web\n' },
    'charts/web/templates/svc.yaml': { bytes: 'kind: {{ .Values.kind }}\n' },
    'deploy/app.yaml': { bytes: DEPLOYMENT },
    'deploy/kustomization.yaml': { bytes: 'resources:\n  - app.yaml\n' },
    'deploy/link.yaml': { type: 'symlink' },
    'deploy/locked.yaml': { type: 'unreadable' },
    'deploy/gone.yaml': { bytes: DEPLOYMENT },
    'policy/keyvault.json': { bytes: AZURE_POLICY },
    'main.tf': { bytes: 'resource "a" "b" {}\n' },
    '.envrc': { bytes: 'export AWS_PROFILE=x' },
    'app.js': { bytes: 'apiVersion' },
  };
  const probe: FileProbe = {
    stat: (p) => {
      const entry = tree[p];
      if (!entry) return { type: 'missing' };
      return entry.type ? { type: entry.type } : { type: 'file', size: entry.bytes?.length ?? 0 };
    },
    read: (p) => {
      if (p === 'deploy/gone.yaml') throw new Error('EIO');
      return Buffer.from(tree[p]?.bytes ?? '');
    },
  };

  it('decides from paths and a probe alone', () => {
    const outcome = applyDiscoveryRules(
      {
        paths: Object.keys(tree).sort(),
        problems: [{ path: 'weird/f\\xff.tf', reason: 'name is not valid UTF-8' }],
        isIncluded: () => false,
        isExcluded: () => false,
      },
      probe,
    );
    expect(outcome.files.map((f) => `${f.path} ${f.kind} ${f.unit}`)).toEqual([
      'charts/web/Chart.yaml helm helm:charts/web',
      'charts/web/templates/svc.yaml helm helm:charts/web',
      'deploy/app.yaml kubernetes file:deploy/app.yaml',
      'deploy/kustomization.yaml kubernetes file:deploy/kustomization.yaml',
      'main.tf terraform terraform:.',
    ]);
    expect(Object.fromEntries([...outcome.skipped].map(([k, v]) => [k, v.sort()]))).toEqual({
      'name is not valid UTF-8': ['weird/f\\xff.tf'],
      secret: ['.envrc'],
      symlink: ['deploy/link.yaml'],
      unreadable: ['deploy/gone.yaml', 'deploy/locked.yaml'],
    });
    expect(outcome.rejected).toEqual([
      { path: 'policy/keyvault.json', reason: expect.stringMatching(/top level has no/) },
    ]);
  });

  it('reads only the YAML/JSON files whose content decides and the small files named like IaC (each could be a Git LFS pointer), so a batched reader can fetch them', () => {
    const input = {
      paths: Object.keys(tree).sort(),
      isIncluded: () => false,
      isExcluded: () => false,
    };
    const plan = planDiscovery(input, probe.stat);
    expect(plan.pending.map((f) => f.path)).toEqual([
      'charts/web/Chart.yaml',
      'charts/web/templates/svc.yaml',
      'deploy/app.yaml',
      'deploy/gone.yaml',
      'deploy/kustomization.yaml',
      'main.tf',
      'policy/keyvault.json',
    ]);
    const fetched = new Map(
      plan.pending.map((f) => [f.path, Buffer.from(tree[f.path]?.bytes ?? '')]),
    );
    const settled = settleDiscovery(plan, (p) => fetched.get(p) ?? Buffer.alloc(0));
    expect(settled.files).toEqual(
      applyDiscoveryRules(input, probe)
        .files.concat([
          {
            path: 'deploy/gone.yaml',
            size: DEPLOYMENT.length,
            kind: 'kubernetes',
            unit: 'file:deploy/gone.yaml',
          },
        ])
        .sort((a, b) => a.path.localeCompare(b.path)),
    );
  });
});

describe('templating in nested lines (issue 40: large CRDs quoting it are not parsed in full)', () => {
  const crd = (nested: string) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nspec:\n  versions:\n${nested}`;

  it('reads the top level when templating is text inside a scalar', () => {
    for (const nested of [
      '    - description: Parameters, e.g. {{workflow.parameters.myparam}}\n',
      "    - description: Outputs,\n        '{{workflow.outputs.artifacts.XXXX}} and more'\n",
      '    - description: |\n        see (e.g. {{steps.mystep.outputs.myparam}})\n',
    ]) {
      expect(readSimpleTopLevel(crd(nested))).toMatchObject({
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
      });
      expect(classifyContent('files/crds/x.yaml', crd(nested))).toEqual({ kind: 'kubernetes' });
    }
  });

  it('leaves templating where a node starts to the parser, which may refuse it', () => {
    for (const nested of [
      '    - name: {{ .Release.Name }}-web\n',
      '    - {{ .Values.item }}\n',
      '    {{- include "x" . }}\n',
      '    - name: {% if a %}b{% endif %}\n',
      '    - "a: b": {{ x }}\n',
    ])
      expect(readSimpleTopLevel(crd(nested))).toBeUndefined();
    expect(readSimpleTopLevel('apiVersion: v1\nkind: {{ .Values.kind }}\n')).toBeUndefined();
    expect(readSimpleTopLevel('{{ if }}\napiVersion: v1\n')).toBeUndefined();
  });

  it('classifies a 10 MB CRD that quotes templating in well under a second', () => {
    const nested = '    - description: e.g. {{workflow.parameters.myparam}}\n      type: string\n';
    const text = crd(nested.repeat(150_000));
    expect(text.length).toBeGreaterThan(10_000_000);
    const started = performance.now();
    expect(classifyContent('files/crds/full.yaml', text)).toEqual({ kind: 'kubernetes' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
