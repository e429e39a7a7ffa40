/**
 * A handful of real, line-based detections over uploaded IaC files, so the emulator's findings
 * point at real lines with real code blocks. Each rule yields FAILED or PASSED per resource. The
 * `extended` set adds rules that fire on ordinary IaC (every S3 bucket without versioning, every
 * container that may run as root, one finding per container), so that replays of real
 * repositories and the identity tests have findings to compare: several findings of one detection
 * on one resource among them.
 */
import * as path from 'node:path/posix';

export type Severity = 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';

export interface Evaluation {
  detectionId: string;
  detectionTitle: string;
  type: string;
  result: 'PASSED' | 'FAILED';
  severityLevel: Severity;
  file: string;
  resource: string;
  lineRange: [number, number];
  codeBlock: [number, string][];
}

interface Block {
  kind: string;
  name: string;
  start: number; // 1-based
  end: number;
  lines: string[];
}

interface Rule {
  detectionId: string;
  detectionTitle: string;
  severityLevel: Severity;
  /** True when the block fails, false when it passes, undefined when the rule does not apply. */
  check: (block: Block) => boolean | undefined;
  /** Parts of the block judged one by one (containers): a finding each, on the block's resource. */
  parts?: (block: Block) => Block[];
}

/** Which rules run: the basic set, or with the rules that fire on ordinary IaC too. */
export type DetectionSet = 'basic' | 'extended';

const TERRAFORM_RULES: Rule[] = [
  {
    detectionId: 'PLERION-TF-S3-PUBLIC-ACL',
    detectionTitle: 'S3 bucket ACL allows public access',
    severityLevel: 'HIGH',
    check: (b) =>
      b.kind === 'aws_s3_bucket' || b.kind === 'aws_s3_bucket_acl'
        ? b.lines.some((l) => /acl\s*=\s*"public-read(-write)?"/.test(l))
        : undefined,
  },
  {
    detectionId: 'PLERION-TF-SG-OPEN-INGRESS',
    detectionTitle: 'Security group allows ingress from 0.0.0.0/0',
    severityLevel: 'CRITICAL',
    check: (b) =>
      b.kind === 'aws_security_group' || b.kind === 'aws_security_group_rule'
        ? b.lines.some((l) => l.includes('0.0.0.0/0')) &&
          b.lines.some((l) => /ingress|type\s*=\s*"ingress"/.test(l))
        : undefined,
  },
  {
    detectionId: 'PLERION-TF-UNENCRYPTED-STORAGE',
    detectionTitle: 'Storage is not encrypted at rest',
    severityLevel: 'MEDIUM',
    check: (b) =>
      b.kind === 'aws_ebs_volume' || b.kind === 'aws_db_instance'
        ? !b.lines.some((l) => /(storage_)?encrypted\s*=\s*true/.test(l))
        : undefined,
  },
];

const KUBERNETES_RULES: Rule[] = [
  {
    detectionId: 'PLERION-K8S-PRIVILEGED',
    detectionTitle: 'Container runs privileged',
    severityLevel: 'HIGH',
    check: (b) =>
      hasContainers(b) ? b.lines.some((l) => /privileged:\s*true/.test(l)) : undefined,
  },
  {
    detectionId: 'PLERION-K8S-NO-LIMITS',
    detectionTitle: 'Container has no resource limits',
    severityLevel: 'MEDIUM',
    check: (b) => (hasContainers(b) ? !b.lines.some((l) => /^\s*limits:/.test(l)) : undefined),
  },
];

/** Each item of a block's `containers:` list, as a block of its own lines. */
function containersOf(block: Block): Block[] {
  const found: Block[] = [];
  const start = block.lines.findIndex((l) => /^\s*containers:\s*$/.test(l));
  if (start < 0) return found;
  const indent = (l: string): number => l.length - l.trimStart().length;
  const listIndent = indent(block.lines[start] ?? '');
  let current: Block | undefined;
  for (let i = start + 1; i < block.lines.length; i++) {
    const line = block.lines[i] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (
      indent(line) < listIndent ||
      (indent(line) === listIndent && !line.trimStart().startsWith('-'))
    )
      break;
    if (
      /^\s*-\s/.test(line) &&
      (current === undefined || indent(line) <= indent(current.lines[0] ?? ''))
    ) {
      current = { ...block, start: block.start + i, end: block.start + i, lines: [line] };
      found.push(current);
    } else if (current) {
      current.lines.push(line);
      current.end = block.start + i;
    }
  }
  return found;
}

const EXTENDED_TERRAFORM_RULES: Rule[] = [
  {
    detectionId: 'PLERION-TF-S3-NO-VERSIONING',
    detectionTitle: 'S3 bucket has no versioning',
    severityLevel: 'HIGH',
    check: (b) =>
      b.kind === 'aws_s3_bucket' ? !b.lines.some((l) => /^\s*versioning\s*\{/.test(l)) : undefined,
  },
];

const EXTENDED_KUBERNETES_RULES: Rule[] = [
  {
    detectionId: 'PLERION-K8S-CONTAINER-ROOT',
    detectionTitle: 'Container may run as root (no runAsNonRoot)',
    severityLevel: 'HIGH',
    parts: containersOf,
    check: (b) => !b.lines.some((l) => /runAsNonRoot:\s*true/.test(l)),
  },
];

const DOCKERFILE_RULES: Rule[] = [
  {
    detectionId: 'PLERION-DOCKER-ROOT-USER',
    detectionTitle: 'Image runs as root (no non-root USER)',
    severityLevel: 'MEDIUM',
    check: (b) => {
      const users = b.lines.filter((l) => /^\s*USER\s+/i.test(l));
      const last = users.at(-1);
      return last === undefined || /^\s*USER\s+(root|0)(\s|:|$)/i.test(last);
    },
  },
  {
    detectionId: 'PLERION-DOCKER-LATEST-TAG',
    detectionTitle: 'Base image uses the latest tag',
    severityLevel: 'LOW',
    check: (b) => {
      // A later stage built `FROM` an earlier one (`AS name`) names no image.
      const stages = new Set(
        b.lines.flatMap((l) => /^\s*FROM\s+.*\s+AS\s+(\S+)\s*$/i.exec(l)?.[1]?.toLowerCase() ?? []),
      );
      return b.lines.some((l) => {
        const image = /^\s*FROM\s+(?:--\S+\s+)*(\S+)/i.exec(l)?.[1];
        if (image === undefined || image === 'scratch' || image.includes('@')) return false;
        if (stages.has(image.toLowerCase())) return false;
        return image.endsWith(':latest') || !/:[^/]+$/.test(image);
      });
    },
  },
];

/**
 * The extended set gates on a Dockerfile without a non-root `USER`, as a service's CKV_DOCKER_3
 * does at HIGH: a finding on the whole file, which every edit of the file touches.
 */
const EXTENDED_DOCKERFILE_RULES: Rule[] = DOCKERFILE_RULES.map((rule) =>
  rule.detectionId === 'PLERION-DOCKER-ROOT-USER' ? { ...rule, severityLevel: 'HIGH' } : rule,
);

const CLOUDFORMATION_RULES: Rule[] = [
  {
    detectionId: 'PLERION-CFN-S3-NO-ENCRYPTION',
    detectionTitle: 'S3 bucket has no default encryption',
    severityLevel: 'MEDIUM',
    check: (b) =>
      b.kind === 'AWS::S3::Bucket'
        ? !b.lines.some((l) => l.includes('BucketEncryption'))
        : undefined,
  },
];

function hasContainers(block: Block): boolean {
  return block.lines.some((l) => /^\s*containers:/.test(l));
}

/** `resource "type" "name" {` blocks, closed by brace counting. */
function terraformBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = /^\s*resource\s+"([^"]+)"\s+"([^"]+)"\s*\{/.exec(lines[i] ?? '');
    if (!head) continue;
    let depth = 0;
    let end = i;
    for (let j = i; j < lines.length; j++) {
      for (const ch of lines[j] ?? '') depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
      end = j;
      if (depth <= 0) break;
    }
    blocks.push({
      kind: head[1] ?? '',
      name: `${head[1]}.${head[2]}`,
      start: i + 1,
      end: end + 1,
      lines: lines.slice(i, end + 1),
    });
    i = end;
  }
  return blocks;
}

/** One block per YAML document that has a `kind:`. */
function kubernetesBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  const flush = (end: number): void => {
    const docLines = lines.slice(start, end);
    const kind = docLines.map((l) => /^kind:\s*(\S+)/.exec(l)?.[1]).find(Boolean);
    const nameLine = docLines.findIndex((l) => /^metadata:/.test(l));
    const name =
      nameLine >= 0
        ? (docLines
            .slice(nameLine + 1)
            .map((l) => /^\s+name:\s*["']?([^"'\s]+)/.exec(l)?.[1])
            .find(Boolean) ?? 'unnamed')
        : 'unnamed';
    if (kind) {
      blocks.push({ kind, name: `${kind}.${name}`, start: start + 1, end, lines: docLines });
    }
  };
  lines.forEach((line, index) => {
    if (/^---/.test(line)) {
      flush(index);
      start = index + 1;
    }
  });
  flush(lines.length);
  return blocks;
}

/** Top-level entries under `Resources:` with a `Type: AWS::…`. */
function cloudFormationBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  const top = lines.findIndex((l) => /^Resources:\s*$/.test(l));
  if (top < 0) return blocks;
  let current: Block | undefined;
  for (let i = top + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\S/.test(line)) break;
    const head = /^ {2}([A-Za-z0-9]+):\s*$/.exec(line);
    if (head) {
      current = { kind: '', name: head[1] ?? '', start: i + 1, end: i + 1, lines: [line] };
      blocks.push(current);
    } else if (current && line.trim() !== '') {
      current.lines.push(line);
      current.end = i + 1;
      const type = /^\s+Type:\s*['"]?(AWS::[A-Za-z0-9:]+)/.exec(line)?.[1];
      if (type && !current.kind) current.kind = type;
    }
  }
  return blocks;
}

function fileKind(
  name: string,
  text: string,
  set: DetectionSet,
): { type: string; rules: Rule[]; blocks: Block[] } | undefined {
  const lines = text.split('\n');
  const base = path.basename(name);
  const extended = set === 'extended';
  // The service scans HCL: OpenTofu's `.tofu` files are read as Terraform.
  if (name.endsWith('.tf') || name.endsWith('.tofu'))
    return {
      type: 'terraform',
      rules: extended ? [...TERRAFORM_RULES, ...EXTENDED_TERRAFORM_RULES] : TERRAFORM_RULES,
      blocks: terraformBlocks(lines),
    };
  // Dockerfiles in any case (`dockerfile` is docker's second default name) and their variants
  // (`Dockerfile-prod`, `prod.Containerfile`), not an ignore file (`Dockerfile.dockerignore`).
  if (
    /^(?:dockerfile|containerfile)(?:$|[.\-_])|\.(?:dockerfile|containerfile)$/i.test(base) &&
    !/\.(?:dockerignore|containerignore)$/i.test(base)
  ) {
    return {
      type: 'dockerfile',
      rules: extended ? EXTENDED_DOCKERFILE_RULES : DOCKERFILE_RULES,
      blocks: [
        {
          kind: 'Dockerfile',
          name: base,
          start: 1,
          end: Math.max(1, lines.length - (lines.at(-1) === '' ? 1 : 0)),
          lines,
        },
      ],
    };
  }
  if (/\.ya?ml$/.test(name)) {
    if (/^AWSTemplateFormatVersion|^\s+Type:\s*['"]?AWS::/m.test(text)) {
      return {
        type: 'cloudformation',
        rules: CLOUDFORMATION_RULES,
        blocks: cloudFormationBlocks(lines),
      };
    }
    if (/^apiVersion:/m.test(text) && /^kind:/m.test(text)) {
      const type = name.includes('/templates/') ? 'helm' : 'kubernetes';
      return {
        type,
        rules: extended ? [...KUBERNETES_RULES, ...EXTENDED_KUBERNETES_RULES] : KUBERNETES_RULES,
        blocks: kubernetesBlocks(lines),
      };
    }
  }
  return undefined;
}

/** Every evaluation (FAILED and PASSED) of the built-in rules over one file. */
export function evaluateFile(
  name: string,
  text: string,
  set: DetectionSet = 'basic',
): Evaluation[] {
  const kind = fileKind(name, text, set);
  if (!kind) return [];
  const lines = text.split('\n');
  const evaluations: Evaluation[] = [];
  for (const block of kind.blocks) {
    for (const rule of kind.rules) {
      for (const part of rule.parts?.(block) ?? [block]) {
        const failed = rule.check(part);
        if (failed === undefined) continue;
        evaluations.push({
          detectionId: rule.detectionId,
          detectionTitle: rule.detectionTitle,
          type: kind.type,
          result: failed ? 'FAILED' : 'PASSED',
          severityLevel: rule.severityLevel,
          file: name,
          resource: block.name,
          lineRange: [part.start, part.end],
          codeBlock: lines
            .slice(part.start - 1, part.end)
            .map((text, i): [number, string] => [part.start + i, `${text}\n`]),
        });
      }
    }
  }
  return evaluations;
}
