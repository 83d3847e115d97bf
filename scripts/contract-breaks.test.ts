/**
 * What `pnpm check:contract` calls a break, and when a break may pass: on the fixtures
 * (scripts/fixtures/contract-breaks: base.yaml, and copies of it with one change each), on changes
 * made to base.yaml here, and on the repository's own openapi.yaml against the released contract.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  FILES,
  findBreaks,
  hasChangelogEntry,
  isBreakingRelease,
  judgeContract,
  nextBreakingVersion,
  releasedFile,
} from './contract-breaks.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = join(ROOT, 'scripts/fixtures/contract-breaks');
const SCRIPT = join(ROOT, 'scripts/contract-breaks.ts');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

type Json = Record<string, unknown>;

const fixture = (name: string): Json => parse(readFileSync(join(FIXTURES, `${name}.yaml`), 'utf8')) as Json;
const BASE = fixture('base');

/** The node at these keys (an array's too, by index), to change in place. */
const at = (node: Json, ...keys: string[]): Json => keys.reduce((inner, key) => inner[key] as Json, node);
const listAt = (node: Json, ...keys: string[]) => at(node, ...keys) as unknown as unknown[];
const schema = (contract: Json, name: string, ...keys: string[]) =>
  at(contract, 'components', 'schemas', name, ...keys);

/** What a change to a copy of base.yaml breaks. */
function breaksOf(edit: (contract: Json) => void): string[] {
  const contract = structuredClone(BASE);
  edit(contract);
  return findBreaks(BASE, contract);
}

const released = { released: BASE, releasedVersion: '0.1.0', version: '0.1.0', changelog: '# Changelog\n' };

describe('the fixtures', () => {
  it('fail on a field removed from an answer, with a line that says so', () => {
    const verdict = judgeContract({ ...released, current: fixture('field-removed') });
    expect(verdict.passes).toBe(false);
    expect(verdict.breaks).toContain("GET /companies/{id}: the answer's field data.usdot was removed");
    expect(verdict.breaks).toContain("GET /companies: the answer's field data[].usdot was removed");
    // Removed from what callers send too: a caller still sending it is refused.
    expect(verdict.breaks).toContain("POST /companies: the request's field usdot was removed");
    expect(verdict.summary.join('\n')).toContain("set packages/sdk/package.json's version to 0.2.0");
  });

  it('fail on an enum value removed from what callers send', () => {
    expect(findBreaks(BASE, fixture('enum-value-removed'))).toEqual([
      "GET /companies: the parameter query.status no longer accepts 'suspended'",
      "POST /companies: the request's field status no longer accepts 'suspended'",
      "PUT /companies/{id}: the request's field status no longer accepts 'suspended'",
    ]);
  });

  it('fail on a request field made required', () => {
    expect(findBreaks(BASE, fixture('request-field-required'))).toEqual([
      "POST /companies: the request's field usdot is now required",
      "PUT /companies/{id}: the request's field usdot is now required",
    ]);
  });

  it('pass additions: an optional field, an optional parameter, an operation', () => {
    const verdict = judgeContract({ ...released, current: fixture('additive') });
    expect(verdict.breaks).toEqual([]);
    expect(verdict.passes).toBe(true);
    // The same changes taken back are breaks.
    expect(findBreaks(fixture('additive'), BASE)).toContain('GET /companies/{id}/members: the operation was removed');
  });
});

describe('a breaking release', () => {
  const broken = { ...released, current: fixture('field-removed') };

  it('passes a break with the breaking version and its CHANGELOG entry', () => {
    const verdict = judgeContract({ ...broken, version: '0.2.0', changelog: '## Unreleased\n\n## 0.2.0\n\n- usdot' });
    expect(verdict.passes).toBe(true);
    expect(verdict.breaks.length).toBeGreaterThan(0);
    expect(verdict.summary.join('\n')).toContain('0.2.0 is a breaking release');
  });

  it('fails a break with the breaking version but no CHANGELOG entry for it', () => {
    const verdict = judgeContract({ ...broken, version: '0.2.0', changelog: '## Unreleased\n\n## 0.1.0\n' });
    expect(verdict.passes).toBe(false);
    expect(verdict.summary.join('\n')).toContain('packages/sdk/CHANGELOG.md has no "## 0.2.0" entry');
  });

  it('is the minor digit before 1.0 and the major one after', () => {
    expect(isBreakingRelease('0.1.5', '0.1.0')).toBe(false);
    expect(isBreakingRelease('0.2.0', '0.1.3')).toBe(true);
    expect(isBreakingRelease('1.0.0', '0.9.0')).toBe(true);
    expect(isBreakingRelease('1.4.0', '1.0.0')).toBe(false);
    expect(isBreakingRelease('2.0.0-rc.1', '1.9.9')).toBe(true);
    expect([nextBreakingVersion('0.1.0'), nextBreakingVersion('1.2.3')]).toEqual(['0.2.0', '2.0.0']);
    const verdict = judgeContract({ ...broken, version: '0.1.1', changelog: '## 0.1.1\n' });
    expect(verdict.passes).toBe(false);
  });

  it('reads the entry as a heading of its own', () => {
    expect(hasChangelogEntry('## [0.2.0] - 2026-05-01\n', '0.2.0')).toBe(true);
    expect(hasChangelogEntry('## 0.2.0 (breaking)\n', '0.2.0')).toBe(true);
    expect(hasChangelogEntry('## 0.2.01\n', '0.2.0')).toBe(false);
    expect(hasChangelogEntry('Mentions 0.2.0 in passing\n### 0.2.0\n', '0.2.0')).toBe(false);
  });
});

describe('the rules', () => {
  it('flag an operation or a parameter removed, and a parameter added as required', () => {
    expect(breaksOf((c) => delete at(c, 'paths', '/companies').post)).toEqual([
      'POST /companies: the operation was removed',
    ]);
    expect(breaksOf((c) => listAt(c, 'paths', '/companies', 'get', 'parameters').shift())).toEqual([
      'GET /companies: the parameter query.page was removed',
    ]);
    expect(
      breaksOf((c) =>
        listAt(c, 'paths', '/companies', 'get', 'parameters').push({ name: 'X-Team', in: 'header', required: true }),
      ),
    ).toEqual(['GET /companies: the parameter header.X-Team is new and required']);
    expect(breaksOf((c) => (at(c, 'components', 'parameters', 'Page').required = true))).toEqual([
      'GET /companies: the parameter query.page is now required',
    ]);
  });

  it('flag a type an answer never had, null included', () => {
    expect(
      breaksOf((c) => (schema(c, 'Company', 'allOf', '2', 'properties', 'members_count').type = 'string')),
    ).toContain(
      "GET /companies/{id}: the answer's field data.members_count may now be a string (it was a whole number)",
    );
    expect(breaksOf((c) => (schema(c, 'ChangeEvent', 'properties', 'record_id').type = ['integer', 'null']))).toEqual([
      "GET /events: the answer's field record_id (in ChangeEvent) may now be null (it was a whole number)",
    ]);
  });

  it('flag a type or null a request no longer accepts, and a tighter bound', () => {
    expect(breaksOf((c) => (schema(c, 'CompanyInput', 'properties', 'usdot').type = 'string'))).toContain(
      "POST /companies: the request's field usdot no longer accepts null (it takes a string)",
    );
    expect(breaksOf((c) => (schema(c, 'CompanyInput', 'properties', 'name').maxLength = 100))).toContain(
      "POST /companies: the request's field name now allows at most 100 characters (it was 120)",
    );
    expect(breaksOf((c) => (at(c, 'components', 'parameters', 'Id', 'schema').type = 'string'))).toContain(
      'GET /companies/{id}: the parameter path.id no longer accepts a whole number (it takes a string)',
    );
  });

  it('flag an enum value added to an answer, since a reader has no case for it', () => {
    expect(breaksOf((c) => listAt(schema(c, 'CompanyStatus'), 'enum').push('closed'))).toEqual([
      "GET /companies: the answer's field data[].status may now be 'closed', a value it never had",
      "POST /companies: the answer's field data.status may now be 'closed', a value it never had",
      "GET /companies/{id}: the answer's field data.status may now be 'closed', a value it never had",
      "PUT /companies/{id}: the answer's field data.status may now be 'closed', a value it never had",
    ]);
  });

  it('flag a field an answer may now leave out', () => {
    expect(breaksOf((c) => (schema(c, 'Company', 'allOf', '2').required = ['members_count']))).toContain(
      "GET /companies/{id}: the answer's field data.status may now be missing (it was always there)",
    );
  });

  it('flag a field made read-only, which a caller can no longer send', () => {
    expect(breaksOf((c) => (schema(c, 'CompanyInput', 'properties', 'usdot').readOnly = true))).toEqual([
      "POST /companies: the request's field usdot can no longer be sent (it is now read-only)",
      "PUT /companies/{id}: the request's field usdot can no longer be sent (it is now read-only)",
    ]);
  });

  it('match oneOf alternatives by the discriminator: one added, a field removed from one', () => {
    expect(
      breaksOf((c) => {
        at(c, 'components', 'schemas').ResetEvent = {
          type: 'object',
          required: ['type'],
          properties: { type: { const: 'reset' } },
        };
        listAt(schema(c, 'LiveEvent'), 'oneOf').push({ $ref: '#/components/schemas/ResetEvent' });
      }),
    ).toEqual(['GET /events: the answer may now be ResetEvent, which it never was']);
    expect(
      breaksOf((c) => {
        delete schema(c, 'ChangeEvent', 'properties').actor;
        schema(c, 'ChangeEvent').required = ['type', 'record_id'];
      }),
    ).toEqual(["GET /events: the answer's field actor (in ChangeEvent) was removed"]);
    expect(
      breaksOf((c) => {
        delete schema(c, 'Actor', 'properties').name;
        schema(c, 'Actor').required = ['id'];
      }),
    ).toEqual(["GET /events: the answer's field actor.name (in ChangeEvent) was removed"]);
  });

  it('flag a 2xx status, a media type or a request body a caller did not expect', () => {
    expect(
      breaksOf((c) => (at(c, 'paths', '/companies/{id}', 'get', 'responses')['202'] = { description: 'Later.' })),
    ).toEqual(['GET /companies/{id}: may now answer 202, which it never did']);
    expect(
      breaksOf((c) => {
        const answer = at(c, 'paths', '/events', 'get', 'responses', '200');
        answer.content = { 'application/json': at(answer, 'content', 'text/event-stream') };
      }),
    ).toEqual(['GET /events: the answer 200 no longer comes as text/event-stream']);
    expect(
      breaksOf(
        (c) => (at(c, 'paths', '/events', 'get').requestBody = { required: true, content: { 'application/json': {} } }),
      ),
    ).toEqual(['GET /events: a request body is now required']);
  });

  it('pass what only loosens a request or narrows an answer', () => {
    expect(
      breaksOf((c) => {
        schema(c, 'CompanyInput', 'properties', 'name').maxLength = 200; // accepts more
        schema(c, 'CompanyInput').required = []; // asks less…
        listAt(schema(c, 'Company', 'allOf', '2'), 'required').push('name'); // …and answers as before
        schema(c, 'ChangeEvent', 'properties').actor = { $ref: '#/components/schemas/Actor' }; // never null now
        schema(c, 'Actor', 'properties').email = { type: 'string' }; // tells more
      }),
    ).toEqual([]);
  });
});

describe("the repository's contract", () => {
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

  it('keeps what the released SDK promised (or is a breaking release with its entry)', () => {
    const releasedText = read(FILES.released);
    const verdict = judgeContract({
      current: parse(read(FILES.contract)),
      released: parse(releasedText),
      releasedVersion: /^# sdk-version: (\S+)$/m.exec(releasedText)?.[1] ?? '',
      version: (JSON.parse(read(FILES.manifest)) as { version: string }).version,
      changelog: read(FILES.changelog),
    });
    expect(verdict.summary.join('\n')).not.toContain('Keep the contract compatible');
    expect(verdict.passes).toBe(true);
  });
});

// Each case starts tsx afresh: seconds on a busy machine.
describe('the command', { timeout: 60_000 }, () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  const command = (...args: string[]) => {
    const result = spawnSync(TSX, [SCRIPT, ...args], { encoding: 'utf8' });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };

  /** A repository's layout holding base.yaml as released with 0.1.0 and `contract` as openapi.yaml. */
  function repository(contract: string, version: string, changelog: string): string {
    const root = mkdtempSync(join(tmpdir(), 'contract-breaks-'));
    folders.push(root);
    mkdirSync(join(root, 'packages/sdk/contract'), { recursive: true });
    cpSync(join(FIXTURES, `${contract}.yaml`), join(root, FILES.contract));
    writeFileSync(join(root, FILES.released), releasedFile(readFileSync(join(FIXTURES, 'base.yaml'), 'utf8'), '0.1.0'));
    writeFileSync(join(root, FILES.manifest), JSON.stringify({ name: '@permit-office/sdk', version }));
    writeFileSync(join(root, FILES.changelog), changelog);
    return root;
  }

  it("passes on this repository's openapi.yaml", () => {
    const { code, out } = command();
    expect(code).toBe(0);
    expect(out).toMatch(/keeps every promise|is a breaking release/);
  });

  it('prints each break on its line, then what to do, and fails', () => {
    const { code, out, err } = command('--root', repository('field-removed', '0.1.0', '## 0.1.0\n'));
    expect(code).toBe(1);
    expect(out.split('\n')).toContain("GET /companies/{id}: the answer's field data.usdot was removed");
    expect(err).toContain('6 changes break what @permit-office/sdk 0.1.0 promised');
    expect(err).toContain('"## 0.2.0" entry');
  });

  it('--release records openapi.yaml as released with the SDK version, once the release is named', () => {
    const root = repository('field-removed', '0.2.0', '## 0.1.0\n');
    expect(command('--root', root, '--release').code).toBe(1);
    expect(readFileSync(join(root, FILES.released), 'utf8')).toContain('# sdk-version: 0.1.0');
    writeFileSync(join(root, FILES.changelog), '## 0.2.0\n\n- `usdot` is gone.\n\n## 0.1.0\n');
    const { code, out } = command('--root', root, '--release');
    expect(code).toBe(0);
    expect(out).toContain('as released with @permit-office/sdk 0.2.0');
    const recorded = readFileSync(join(root, FILES.released), 'utf8');
    expect(recorded).toContain('# sdk-version: 0.2.0');
    expect(recorded).toContain(readFileSync(join(FIXTURES, 'field-removed.yaml'), 'utf8'));
    // Now the released contract, it passes as it is.
    expect(command('--root', root).out).toContain('keeps every promise of the contract released with');
  });
});
