/**
 * Generates what is derived from the contract:
 * - packages/sdk/src/schema.d.ts: the SDK's types (openapi-typescript);
 * - packages/mock-api/src/contract.gen.json: the contract as JSON, which the mock API validates
 *   requests against in Node and in the browser alike;
 * - packages/sdk/src/fields.gen.ts: the contract's field rules and record columns, which the admin's
 *   forms and exports read, and packages/sdk/src/collections.gen.ts, its collections, which its
 *   data provider reads (scripts/contract-fields.ts);
 * - packages/sdk/src/operations.gen.ts: which operations take an Idempotency-Key and which need the
 *   session, which the SDK reads on every call (scripts/contract-fields.ts);
 * - packages/sdk/src/validators.gen.ts: the checks of every answer's JSON body, written ahead of
 *   time for `@permit-office/sdk/checked` (scripts/contract-validators.ts).
 * `pnpm gen` writes them; `pnpm check:gen` fails when either is not what the contract generates
 * (CI regenerates them, so a hand edit or a forgotten `pnpm gen` must not land).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { contractCollectionsModule, contractFieldsModule, contractOperationsModule } from './contract-fields.js';
import { contractValidatorsModule } from './contract-validators.js';

const root = new URL('../', import.meta.url);
const contract = new URL('openapi.yaml', root);

const banner = [
  '/**',
  ' * Generated from openapi.yaml by `pnpm gen` (openapi-typescript). Do not edit by hand:',
  ' * change the contract and regenerate; `pnpm check:gen` fails on any difference.',
  ' */',
  '',
].join('\n');

const parsed = parse(await readFile(contract, 'utf8')) as Parameters<typeof contractFieldsModule>[0];

const outputs: { target: URL; content: string }[] = [
  {
    target: new URL('packages/sdk/src/schema.d.ts', root),
    content: banner + astToString(await openapiTS(contract, { alphabetize: true })),
  },
  {
    target: new URL('packages/mock-api/src/contract.gen.json', root),
    content: JSON.stringify(parsed, null, 1) + '\n',
  },
  {
    target: new URL('packages/sdk/src/fields.gen.ts', root),
    content: contractFieldsModule(parsed),
  },
  {
    target: new URL('packages/sdk/src/collections.gen.ts', root),
    content: contractCollectionsModule(parsed),
  },
  {
    target: new URL('packages/sdk/src/operations.gen.ts', root),
    content: contractOperationsModule(parsed),
  },
  {
    target: new URL('packages/sdk/src/validators.gen.ts', root),
    content: contractValidatorsModule(parsed),
  },
];

if (process.argv.includes('--check')) {
  let stale = false;
  for (const { target, content } of outputs) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== content) {
      console.error(`${fileURLToPath(target)} differs from what openapi.yaml generates.`);
      stale = true;
    }
  }
  if (stale) {
    console.error('Run `pnpm gen` and commit the result.');
    process.exit(1);
  }
  console.log('generated files match openapi.yaml');
} else {
  for (const { target, content } of outputs) {
    await writeFile(target, content);
    console.log(`wrote ${fileURLToPath(target)}`);
  }
}
