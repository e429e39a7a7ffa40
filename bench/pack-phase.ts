/**
 * One measured run of discovery and packing in a fresh process (so its peak RSS is its own).
 * Prints one JSON line. Times are from the start of packing: when the first archive is handed
 * out (an upload starts; later files are still being deflated), when the last one is and the
 * whole plan known.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { discoverFiles } from '../src/engine/discovery/discover.ts';
import { diskReader } from '../src/engine/packing/content-reader.ts';
import { packStreaming } from '../src/engine/packing/pack.ts';

const [root, out] = process.argv.slice(2) as [string, string];
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const discovery = await discoverFiles({
  workspace: root,
  scanRoot: root,
  include: [],
  exclude: [],
});
const t1 = performance.now();
const cpu1 = process.cpuUsage(cpu0);
fs.rmSync(out, { recursive: true, force: true, maxRetries: 5 });
const packing = packStreaming(discovery.files, {
  maxArchiveBytes: 4_400_000,
  baseName: 'bench',
  dir: out,
  reader: diskReader,
});
const handedOut: number[] = [];
for await (const archive of packing.archives) {
  handedOut.push(performance.now());
  void archive;
}
const plan = await packing.plan;
const planned = performance.now();
const t2 = performance.now();
const cpu2 = process.cpuUsage(cpu0);
fs.writeFileSync(path.join(out, 'files.txt'), discovery.files.map((f) => f.path).join('\n') + '\n');
console.log(
  JSON.stringify({
    files: discovery.files.length,
    inputBytes: discovery.files.reduce((s, f) => s + f.size, 0),
    discoveryMs: t1 - t0,
    discoveryCpuMs: (cpu1.user + cpu1.system) / 1000,
    packingMs: t2 - t1,
    packingCpuMs: (cpu2.user + cpu2.system - cpu1.user - cpu1.system) / 1000,
    planKnownMs: planned - t1,
    firstArchiveMs: (handedOut[0] ?? t2) - t1,
    lastArchiveMs: (handedOut.at(-1) ?? t2) - t1,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    archives: plan.archives.map((a) => a.bytes),
    entryBytes: plan.archives.reduce((s, a) => s + a.bytes - 22, 0),
  }),
);
