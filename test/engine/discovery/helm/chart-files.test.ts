/**
 * Which `.helmignore` helm applies to a chart's files: the one of the folder `helm install` is
 * given (`LoadDir`), whose rules cover its subcharts under `charts/<name>/` too, never a subchart's
 * own (`LoadFiles` applies none); a chart kept elsewhere in another chart's folder is a root of its
 * own, which the outer rules never reach.
 */
import { describe, expect, it } from 'vitest';
import { applyHelmIgnores, helmRootOf } from '../../../../src/engine/discovery/helm/chart-files.ts';
import type { ChosenFile } from '../../../../src/engine/discovery/rule-types.ts';

const CHARTS = new Set([
  'app',
  'app/charts/agent',
  'app/charts/agent/charts/deep',
  'app/examples/demo',
]);

describe("a chart's root", () => {
  it('is the chart itself, or for a subchart the chart whose charts/ it sits in, followed up', () => {
    expect(helmRootOf('app', CHARTS)).toBe('app');
    expect(helmRootOf('app/charts/agent', CHARTS)).toBe('app');
    expect(helmRootOf('app/charts/agent/charts/deep', CHARTS)).toBe('app');
    expect(helmRootOf('app/examples/demo', CHARTS)).toBe('app/examples/demo');
    expect(helmRootOf('charts/x', new Set(['.', 'charts/x']))).toBe('.');
    // A charts/ folder of a folder that is no chart holds charts of their own.
    expect(helmRootOf('lib/charts/x', new Set(['lib/charts/x']))).toBe('lib/charts/x');
  });
});

describe('the rules helm applies', () => {
  const file = (path: string, chart: string): ChosenFile => ({
    path,
    size: 10,
    kind: 'helm',
    unit: `helm:${chart}`,
  });
  const files = [
    file('app/Chart.yaml', 'app'),
    file('app/charts/agent/Chart.yaml', 'app/charts/agent'),
    file('app/charts/agent/templates/tests/t.yaml', 'app/charts/agent'),
    file('app/charts/agent/templates/ci/c.yaml', 'app/charts/agent'),
    file('app/examples/demo/Chart.yaml', 'app/examples/demo'),
    file('app/examples/demo/templates/demo.yaml', 'app/examples/demo'),
  ];
  const texts: Record<string, string> = {
    'app/.helmignore': 'examples/\ncharts/agent/templates/ci/\n',
    'app/charts/agent/.helmignore': 'templates/tests/\n',
  };
  const read = (path: string) => Buffer.from(texts[path] ?? '');

  it("are the root's: a subchart's own .helmignore is not applied, the root's reach into it", () => {
    const out = applyHelmIgnores(
      files,
      new Map([
        ['app', 'app/.helmignore'],
        ['app/charts/agent', 'app/charts/agent/.helmignore'],
      ]),
      read,
    );
    expect(out.ignored).toEqual(['app/charts/agent/templates/ci/c.yaml']);
    expect(out.files.map((f) => f.path)).toContain('app/charts/agent/templates/tests/t.yaml');
    // The demo chart is a root of its own: the outer `examples/` rule never reaches it.
    expect(out.files.map((f) => f.path)).toContain('app/examples/demo/templates/demo.yaml');
  });
});
