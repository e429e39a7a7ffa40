/**
 * Generates a monorepo for the benchmark: about 20,000 files, about 300 MB of IaC-like text
 * (Terraform folders, Kubernetes manifests, Helm charts) beside application code, node_modules,
 * binaries and an ignored build folder. Deterministic: the same tree every time.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
];

function terraform(random: () => number, bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) {
    const w = WORDS[Math.floor(random() * WORDS.length)];
    const n = Math.floor(random() * 100000);
    out += `resource "aws_s3_bucket" "${w}_${n}_${i}" {\n  bucket = "${w}-${n}-logs"\n  acl    = "${random() < 0.1 ? 'public-read' : 'private'}"\n  tags = {\n    Team  = "${w}"\n    Cost  = "${n % 97}"\n  }\n}\n\nresource "aws_security_group_rule" "${w}_${i}" {\n  type        = "ingress"\n  from_port   = ${n % 65535}\n  to_port     = ${n % 65535}\n  protocol    = "tcp"\n  cidr_blocks = ["10.${n % 255}.0.0/16"]\n}\n\n`;
  }
  return out;
}

function manifest(random: () => number, bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) {
    const w = WORDS[Math.floor(random() * WORDS.length)];
    const n = Math.floor(random() * 100000);
    out += `---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${w}-${n}-${i}\n  labels:\n    app: ${w}\nspec:\n  replicas: ${1 + (n % 5)}\n  template:\n    spec:\n      containers:\n        - name: ${w}\n          image: registry.example.com/${w}:${n % 50}.${n % 7}\n          resources:\n            limits:\n              cpu: ${100 + (n % 900)}m\n`;
  }
  return out;
}

export interface GeneratedTree {
  root: string;
  iacFiles: number;
  iacBytes: number;
  files: number;
}

export function generateMonorepo(root: string): GeneratedTree {
  const marker = path.join(root, '.generated');
  const random = rng(42);
  let iacFiles = 0;
  let iacBytes = 0;
  let files = 0;
  const write = (relative: string, content: string | Buffer, iac: boolean): void => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    files++;
    if (iac) {
      iacFiles++;
      iacBytes += Buffer.byteLength(content);
    }
  };
  if (fs.existsSync(marker)) return JSON.parse(fs.readFileSync(marker, 'utf8')) as GeneratedTree;
  fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  for (let m = 0; m < 1000; m++)
    for (let f = 0; f < 10; f++)
      write(`infra/modules/m${m}/f${f}.tf`, terraform(random, 4_000 + random() * 32_000), true);
  for (let k = 0; k < 3000; k++)
    write(
      `deploy/k8s/team${k % 40}/app${k}.yaml`,
      manifest(random, 4_000 + random() * 32_000),
      true,
    );
  for (let c = 0; c < 500; c++) {
    write(`charts/c${c}/Chart.yaml`, `apiVersion: v2\nname: c${c}\nversion: 1.0.${c}\n`, true);
    write(
      `charts/c${c}/values.yaml`,
      `replicas: ${c % 4}\nimage: registry.example.com/c${c}\n`,
      true,
    );
    write(
      `charts/c${c}/templates/deployment.yaml`,
      manifest(random, 20_000 + random() * 40_000),
      true,
    );
    write(
      `charts/c${c}/templates/_helpers.tpl`,
      `{{- define "c${c}.name" -}}c${c}{{- end -}}\n`,
      true,
    );
  }
  for (let s = 0; s < 3500; s++)
    write(
      `services/svc${s % 100}/src/file${s}.js`,
      `export const v${s} = ${s};\n`.repeat(40),
      false,
    );
  for (let s = 0; s < 500; s++)
    write(
      `services/svc${s % 100}/config${s}.json`,
      JSON.stringify({ name: `svc${s}`, port: 8000 + s }),
      false,
    );
  for (let n = 0; n < 1500; n++)
    write(`node_modules/pkg${n % 300}/lib/i${n}.js`, `module.exports = ${n};\n`.repeat(20), false);
  for (let b = 0; b < 50; b++) write(`assets/blob${b}.bin`, Buffer.alloc(100_000, b), false);
  for (let g = 0; g < 500; g++) write(`build/out/gen${g}.tf`, `# generated ${g}\n`, false);
  write('.gitignore', 'build/\n*.log\n', false);
  execFileSync('git', ['init', '-q'], { cwd: root });
  const tree = { root, iacFiles, iacBytes, files };
  fs.writeFileSync(marker, JSON.stringify(tree));
  return tree;
}
