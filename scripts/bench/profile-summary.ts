/**
 * What a CPU profile of the built admin spent its time on (touch.ts writes one per step with
 * TOUCH_PROFILE=<folder>): the samples' self time by the function's original source, read through
 * the build's source maps, grouped by module and by package, largest first. The profile's
 * before and after go in the commit message of a cut (issue 68).
 *
 * `tsx scripts/bench/profile-summary.ts <file.cpuprofile> [admin dist] [how many rows]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileLine {
  where: string;
  selfMs: number;
}

/** Self time by original place, by module and by package (or the browser's own work). */
export function summarise(
  profile: CpuProfile,
  dist: string,
): { total: number; byFunction: ProfileLine[]; byModule: ProfileLine[]; byPackage: ProfileLine[] } {
  const selfUs = new Map<number, number>();
  profile.samples.forEach((node, index) => {
    selfUs.set(node, (selfUs.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (url: string) => {
    const file = basename(new URL(url).pathname);
    if (!maps.has(file)) {
      const path = join(dist, 'assets', `${file}.map`);
      maps.set(
        file,
        existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap) : undefined,
      );
    }
    return maps.get(file);
  };
  const add = (into: Map<string, number>, key: string, us: number) => into.set(key, (into.get(key) ?? 0) + us);
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    total += us;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let module = url ? url : `(${functionName || 'browser'})`;
    let name = functionName || '(anonymous)';
    if (url.startsWith('http')) {
      const original = mapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (original?.source) {
        module = original.source
          .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
          .replace(/^(\.\.\/)+/, '');
        name = original.name ?? name;
      }
    }
    const pack = module.startsWith('(')
      ? module
      : module.startsWith('@')
        ? module.split('/').slice(0, 2).join('/')
        : module.startsWith('work/') || module.startsWith('packages/') || module.includes('/src/')
          ? module
              .replace(/^.*?packages\//, '')
              .split('/')
              .slice(0, 3)
              .join('/')
          : (module.split('/')[0] ?? module);
    add(byFunction, `${name} (${module}:${lineNumber + 1})`, us);
    add(byModule, module, us);
    add(byPackage, pack, us);
  }
  const sorted = (map: Map<string, number>) =>
    [...map].map(([where, us]) => ({ where, selfMs: us / 1000 })).sort((a, b) => b.selfMs - a.selfMs);
  return {
    total: total / 1000,
    byFunction: sorted(byFunction),
    byModule: sorted(byModule),
    byPackage: sorted(byPackage),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, dist = 'packages/admin/dist', rows = '15'] = process.argv.slice(2);
  if (!file) throw new Error('Usage: profile-summary.ts <file.cpuprofile> [admin dist] [rows]');
  const summary = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, dist);
  console.log(`${basename(file)}: ${summary.total.toFixed(1)} ms sampled`);
  for (const [title, lines] of [
    ['by package', summary.byPackage],
    ['by module', summary.byModule],
    ['by function', summary.byFunction],
  ] as const) {
    console.log(`  ${title}:`);
    for (const line of lines.slice(0, Number(rows)))
      console.log(`    ${line.selfMs.toFixed(1).padStart(7)} ms  ${line.where}`);
  }
}
