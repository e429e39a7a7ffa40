/**
 * Generated trees of scan units for the planning simulation: paths shaped like a monorepo
 * (`terraform/stacks/<team>-<nn>`, `terraform/modules/<name>`, `k8s/<env>/<svc>.yaml`,
 * `charts/<name>`), log-normal deflated sizes with a few units of 100-600 KB, and the edits a
 * repository sees (modify, add, delete, a 10-unit folder added or deleted, rename).
 */

export interface SimUnit {
  readonly key: string;
  readonly bytes: number;
  /** Bumped by a modification: the same key with other contents. */
  readonly version: number;
}

/** A unit's key and contents: the same text exactly when it gives the same bytes. */
export const unitSignature = (u: SimUnit): string => `${u.key}@${u.version}`;

export type EditKind = 'modify' | 'add' | 'delete' | 'add-folder' | 'delete-folder' | 'rename';
export const EDIT_KINDS: readonly EditKind[] = [
  'modify',
  'add',
  'delete',
  'add-folder',
  'delete-folder',
  'rename',
];

export interface Edit {
  readonly kind: EditKind;
  readonly units: SimUnit[];
  /** Bytes the tree gained or lost (absolute). */
  readonly deltaBytes: number;
}

/** A seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

const TEAMS = ['core', 'data', 'edge', 'identity', 'ml', 'payments', 'platform', 'search', 'web'];
const ENVS = ['dev', 'prod', 'qa', 'staging'];
const WORDS = ['api', 'auth', 'billing', 'cache', 'db', 'events', 'gateway', 'jobs', 'logs'];

const byKey = (a: SimUnit, b: SimUnit): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Deflated bytes of one unit: log-normal around 9 KB, and one unit in 60 of 100-600 KB. */
export function unitBytes(random: () => number): number {
  if (random() < 1 / 60) return Math.round(100_000 + random() * 500_000);
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.max(200, Math.min(90_000, Math.round(Math.exp(Math.log(9_000) + 1.1 * normal))));
}

/** A fresh unit path of one of the monorepo's kinds. */
export function unitKey(random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const n = Math.floor(random() * 1e6)
    .toString(36)
    .padStart(4, '0');
  const r = random();
  if (r < 0.45) return `terraform/stacks/${pick(TEAMS)}-${n}`;
  if (r < 0.6) return `terraform/modules/${pick(WORDS)}-${n}`;
  if (r < 0.85) return `k8s/${pick(ENVS)}/${pick(WORDS)}-${n}.yaml`;
  return `charts/${pick(WORDS)}-${n}`;
}

/** Units in path order, about `totalBytes` in all. */
export function generateUnits(totalBytes: number, random: () => number): SimUnit[] {
  const units = new Map<string, SimUnit>();
  let total = 0;
  while (total < totalBytes) {
    const key = unitKey(random);
    if (units.has(key)) continue;
    const bytes = unitBytes(random);
    units.set(key, { key, bytes, version: 0 });
    total += bytes;
  }
  return [...units.values()].sort(byKey);
}

/** One edit of `kind` applied to `units` (a new array; `units` is left alone). */
export function applyEdit(units: readonly SimUnit[], kind: EditKind, random: () => number): Edit {
  const at = Math.floor(random() * units.length);
  const next = [...units];
  const fresh = (key: string): SimUnit => ({ key, bytes: unitBytes(random), version: 0 });
  const insert = (added: SimUnit[]): Edit => {
    const keys = new Set(units.map((u) => u.key));
    const kept = added.filter((u) => !keys.has(u.key));
    return {
      kind,
      units: [...units, ...kept].sort(byKey),
      deltaBytes: kept.reduce((s, u) => s + u.bytes, 0),
    };
  };
  switch (kind) {
    case 'modify': {
      const unit = units[at] as SimUnit;
      const factor = 1 + (random() < 0.5 ? -1 : 1) * (0.01 + random() * 0.29);
      const bytes = Math.max(100, Math.round(unit.bytes * factor));
      next[at] = { key: unit.key, bytes, version: unit.version + 1 };
      return { kind, units: next, deltaBytes: Math.abs(bytes - unit.bytes) };
    }
    case 'add':
      return insert([fresh(unitKey(random))]);
    case 'delete': {
      const [gone] = next.splice(at, 1);
      return { kind, units: next, deltaBytes: (gone as SimUnit).bytes };
    }
    case 'add-folder': {
      const folder = `terraform/stacks/new-${Math.floor(random() * 1e9).toString(36)}`;
      return insert(Array.from({ length: 10 }, (_, i) => fresh(`${folder}/s${i}`)));
    }
    case 'delete-folder': {
      const from = Math.min(at, Math.max(0, units.length - 10));
      const gone = next.splice(from, 10);
      return { kind, units: next, deltaBytes: gone.reduce((s, u) => s + u.bytes, 0) };
    }
    case 'rename': {
      const [moved] = next.splice(at, 1) as [SimUnit];
      const renamed = { ...moved, key: unitKey(random) };
      return { kind, units: [...next, renamed].sort(byKey), deltaBytes: 0 };
    }
  }
}
