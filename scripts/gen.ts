/**
 * Generates the SDK's types from the contract: `pnpm gen` writes packages/sdk/src/schema.d.ts,
 * `pnpm check:gen` fails when that file is not what the contract generates (CI regenerates it,
 * so a hand edit or a forgotten `pnpm gen` must not land).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const contract = new URL('openapi.yaml', root);
const target = new URL('packages/sdk/src/schema.d.ts', root);

const banner = [
  '/**',
  ' * Generated from openapi.yaml by `pnpm gen` (openapi-typescript). Do not edit by hand:',
  ' * change the contract and regenerate; `pnpm check:gen` fails on any difference.',
  ' */',
  '',
].join('\n');

const ast = await openapiTS(contract, { alphabetize: true });
const generated = banner + astToString(ast);

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== generated) {
    console.error(
      `${fileURLToPath(target)} differs from what openapi.yaml generates. Run \`pnpm gen\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('schema.d.ts matches openapi.yaml');
} else {
  await writeFile(target, generated);
  console.log(`wrote ${fileURLToPath(target)}`);
}
