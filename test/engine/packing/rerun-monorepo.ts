/**
 * The monorepo the re-run cost tests pack at 1 MB archives: 200 Terraform stacks, 80 Kubernetes
 * manifests and 12 charts, written from a seeded generator, so every run writes the same bytes.
 */
export const MAX_ARCHIVE_BYTES = 1_000_000;

export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const blob = (rand: () => number, chars: number): string =>
  Array.from({ length: chars }, () => BASE64[Math.floor(rand() * 64)]).join('');

/** Terraform-like text holding encoded data, so it deflates little (about 1.3x). */
export function terraform(rand: () => number, bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) {
    const id = Math.floor(rand() * 2 ** 48).toString(16);
    out += `resource "aws_s3_bucket" "b_${id}_${i}" {\n  bucket = "${id}-${Math.floor(rand() * 2 ** 48).toString(36)}${Math.floor(rand() * 2 ** 48).toString(36)}"\n  user_data = "${blob(rand, 160)}"\n}\n`;
  }
  return out;
}

/** About 7 MB deflated: Terraform stacks, Kubernetes manifests and charts (8-9 archives at 1 MB). */
export function monorepo(): Record<string, string> {
  const rand = random(24);
  const files: Record<string, string> = {};
  const teams = ['core', 'data', 'edge', 'ml', 'payments', 'web'];
  for (let s = 0; s < 200; s++) {
    const stack = `terraform/stacks/${teams[s % teams.length]}-${String(s).padStart(3, '0')}`;
    files[`${stack}/main.tf`] = terraform(rand, 20_000 + rand() * 40_000);
    files[`${stack}/variables.tf`] = terraform(rand, 2_000 + rand() * 6_000);
  }
  for (let k = 0; k < 80; k++)
    files[`k8s/${['dev', 'prod', 'staging'][k % 3]}/svc-${k}.yaml`] =
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: svc-${k}\ndata:\n  blob: "${terraform(rand, 8_000 + rand() * 20_000).replace(/[\n"]/g, ' ')}"\n`;
  for (let c = 0; c < 12; c++) {
    files[`charts/c${c}/Chart.yaml`] = `apiVersion: v2\nname: c${c}\nversion: 1.0.${c}\n`;
    files[`charts/c${c}/templates/configmap.yaml`] =
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${c}\ndata:\n  x: "${terraform(rand, 30_000).replace(/[\n"]/g, ' ')}"\n`;
  }
  return files;
}
