/**
 * What each route of the built admin loads before it is usable, gzip: the HTML, the entry chunk,
 * its static imports and the stages it imports one after another (src/main.tsx), and for a
 * signed-in route the react-admin chunk and its imports.
 * Read from Vite's manifest, so it counts what the browser fetches, not a guess.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  gzipBytes: number;
  files: string[];
}

async function gzipSize(dist: string, file: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(file);
  if (known !== undefined) return known;
  const size = gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
  cache.set(file, size);
  return size;
}

/** The chunk and everything it imports statically, as files. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export async function routeSizes(
  dist: string,
): Promise<{ routes: RouteSize[]; chunks: { file: string; gzipBytes: number }[] }> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const adminKey = Object.keys(manifest).find((key) => key.endsWith('admin/AdminApp.tsx'));
  if (!adminKey) throw new Error('The manifest has no AdminApp chunk');
  const html = gzipSync(await readFile(join(dist, 'index.html')), { level: 9 }).length;

  // The entry asks for the shell's library groups and its start one after another (src/main.tsx):
  // every page loads them before it draws anything.
  const stages = manifest[entryKey]?.dynamicImports ?? [];
  const measure = async (route: string, keys: string[]): Promise<RouteSize> => {
    const files = new Set<string>();
    for (const key of [...keys, ...(keys.includes(entryKey) ? stages : [])]) closure(manifest, key, files);
    let total = html;
    for (const file of files) total += await gzipSize(dist, file, cache);
    return { route, gzipBytes: total, files: [...files] };
  };

  const chunks = await Promise.all(
    Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .map(async (chunk) => ({ file: chunk.file, gzipBytes: await gzipSize(dist, chunk.file, cache) })),
  );
  return {
    routes: [await measure('/auth', [entryKey]), await measure('/overview', [entryKey, adminKey])],
    chunks: chunks.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { routes, chunks } = await routeSizes(process.argv[2] ?? 'packages/admin/dist');
  for (const route of routes)
    console.log(`${route.route}: ${(route.gzipBytes / 1024).toFixed(1)} KB gzip (${route.files.length} files)`);
  console.log(
    'largest chunks:',
    chunks
      .slice(0, 5)
      .map((chunk) => `${chunk.file} ${(chunk.gzipBytes / 1024).toFixed(1)} KB`)
      .join(', '),
  );
}
