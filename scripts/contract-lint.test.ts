/**
 * The contract lint's own rule that every string has a maxLength (redocly.yaml,
 * `rule/string-max-length`): it reports a string without one wherever a schema can sit, and stays
 * silent on strings that are bounded, enumerated, constant or binary.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const redocly = join(root, 'node_modules/.bin/redocly');
const RULE = 'rule/string-max-length';

interface Problem {
  ruleId: string;
  location: { pointer: string }[];
}

/** The problems the repository's redocly.yaml finds in `document` (any rule; exit code aside). */
async function lint(document: string): Promise<Problem[]> {
  const file = join(dir, `contract-${Math.random().toString(36).slice(2)}.yaml`);
  await writeFile(file, document);
  const run = promisify(execFile)(redocly, ['lint', file, '--config', join(root, 'redocly.yaml'), '--format=json'], {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  // Redocly exits non-zero when it finds an error; its report is on stdout either way.
  const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return (JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: Problem[] }).problems;
}

const pointersOf = (problems: Problem[]) =>
  problems
    .filter((problem) => problem.ruleId === RULE)
    .map((problem) => problem.location[0]?.pointer)
    .sort();

const contract = (schemas: string, extra = '') => `openapi: 3.1.0
info: { title: Fixture, version: '1' }
paths:
  /things/{slug}:
    parameters:
      - { name: slug, in: path, required: true, schema: ${extra || '{ type: string, maxLength: 40 }'} }
    get:
      operationId: getThing
      responses:
        '200':
          description: The thing.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Thing' }
            application/pdf:
              schema: { type: string, contentMediaType: application/pdf }
components:
  schemas:
    Thing:
      type: object
      properties:
${schemas}
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-lint-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('rule/string-max-length', () => {
  it('reports every string without a maxLength, wherever the schema sits', async () => {
    const problems = await lint(
      contract(
        `        name: { type: string }
        note: { type: [string, 'null'] }
        email: { type: string, format: email }
        tags: { type: array, items: { type: string } }
        extra: { type: object, additionalProperties: { type: string } }
        mixed: { allOf: [{ type: string }] }`,
        '{ type: string }',
      ),
    );
    expect(pointersOf(problems)).toEqual(
      [
        '#/components/schemas/Thing/properties/name',
        '#/components/schemas/Thing/properties/note',
        '#/components/schemas/Thing/properties/email',
        '#/components/schemas/Thing/properties/tags/items',
        '#/components/schemas/Thing/properties/extra/additionalProperties',
        '#/components/schemas/Thing/properties/mixed/allOf/0',
        '#/paths/~1things~1{slug}/parameters/0/schema',
      ].sort(),
    );
  }, 30_000);

  it('is silent on bounded, enumerated, constant and binary strings, and on other types', async () => {
    const problems = await lint(
      contract(`        name: { type: string, maxLength: 100 }
        note: { type: [string, 'null'], maxLength: 500 }
        kind: { type: string, enum: [a, b] }
        fixed: { type: string, const: yes }
        count: { type: integer }
        maybe: { type: [integer, 'null'] }`),
    );
    expect(pointersOf(problems)).toEqual([]);
  }, 30_000);
});
