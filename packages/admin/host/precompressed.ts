/**
 * The hashed scripts and styles compressed once, at build time, at the encodings' best: brotli at
 * quality 11 and gzip at level 9, written beside each file as `<file>.br` and `<file>.gz`. A host
 * sends those as they are (serve-admin.ts; nginx's brotli_static and gzip_static, deploy/nginx),
 * rather than compressing on the fly at the quicker levels a request can wait for (brotli 5, gzip 6).
 * On a phone's network the first visit's scripts are the wait (issue 68): brotli 11 takes 9 % off
 * them (the edit form's 391 KB at quality 5 are 354 KB).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The file a host sends for `file` in that encoding, when the build wrote it. */
export const precompressedFile = (file: string, encoding: Encoding): string =>
  `${file}${encoding === 'br' ? '.br' : '.gz'}`;

const atBest: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: zlib.Z_BEST_COMPRESSION }),
};

/** What is worth it: scripts and styles (source maps are for developers, who can wait). */
export const PRECOMPRESSES = /\.(js|css)$/;

/**
 * Writes each file's compressed copies beside it, leaving out those too small to gain (a host
 * compresses nothing under 256 bytes). Returns the files written.
 */
export async function writePrecompressed(files: readonly string[]): Promise<string[]> {
  const written = await Promise.all(
    files
      .filter((file) => PRECOMPRESSES.test(file))
      .map(async (file) => {
        const body = await readFile(file);
        if (body.length < 256) return [];
        return Promise.all(
          (['br', 'gzip'] as const).map(async (encoding) => {
            const target = precompressedFile(file, encoding);
            await writeFile(target, await atBest[encoding](body));
            return target;
          }),
        );
      }),
  );
  return written.flat();
}
