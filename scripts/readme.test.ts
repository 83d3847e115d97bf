/**
 * The README is for the people who use the product (issue 66): its two commands come first and are
 * the ones CI runs, every link of it and of `docs/` leads somewhere, it keeps no run records, and
 * its layout names the folders and modules the tree has, no more and no fewer.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const DOCS = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(ROOT, 'docs', name));

const TEST_COMMAND = 'npx --yes pnpm@10.34.9 install --frozen-lockfile && npx --yes pnpm@10.34.9 test';
const START_COMMAND = 'npx --yes pnpm@10.34.9 install --frozen-lockfile && npx --yes pnpm@10.34.9 start';

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as dashes. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** The text outside fenced code blocks, where links are links. */
const prose = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '');

describe('the README', () => {
  it('gives the two commands within its first 40 lines, the test command the one CI runs', () => {
    const top = README.split('\n').slice(0, 40).join('\n');
    expect(top).toContain(START_COMMAND);
    expect(top).toContain(TEST_COMMAND);
    expect(readFileSync(join(ROOT, '.ci/run'), 'utf8')).toContain(TEST_COMMAND);
  });

  it('keeps no run records: no paragraph line longer than a sentence or two', () => {
    const long = prose(README)
      .split('\n')
      .filter((line) => !line.startsWith('|') && line.length > 200);
    expect(long).toEqual([]);
  });

  it.each([join(ROOT, 'README.md'), ...DOCS].map((file) => [relative(ROOT, file), file]))(
    '%s: every link leads to a file of the repository or a heading of its page',
    (_name, file) => {
      const markdown = readFileSync(file, 'utf8');
      const headings = new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1] ?? '')));
      const broken: string[] = [];
      for (const [, target = ''] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:)/.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        if (path === '') {
          if (anchor && !headings.has(anchor)) broken.push(target);
          continue;
        }
        const resolved = join(dirname(file), path);
        if (!existsSync(resolved)) {
          broken.push(target);
          continue;
        }
        if (anchor && resolved.endsWith('.md')) {
          const other = readFileSync(resolved, 'utf8');
          const theirs = new Set([...other.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1] ?? '')));
          if (!theirs.has(anchor)) broken.push(target);
        }
      }
      expect(broken).toEqual([]);
    },
  );
});

/** The README's layout: each path of its code block, and the names listed after it. */
function layout(): Map<string, Set<string>> {
  const section = README.slice(README.indexOf('## Layout'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  // Each path's text, its continuation lines joined to it (its parentheses may span lines).
  const texts = new Map<string, string>();
  let path = '';
  for (const line of block.split('\n')) {
    const at = /^(\S+)\s+(.*)$/.exec(line);
    if (at) path = at[1] ?? '';
    texts.set(path, `${texts.get(path) ?? ''} ${at ? at[2] : line.trim()}`);
  }
  const entries = new Map<string, Set<string>>();
  for (const [listed, text] of texts) {
    // A name is what begins each part between the dots, before its words in parentheses.
    const names = text
      .replace(/\([^)]*\)/g, '')
      .split('·')
      .map((part) => part.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
      .map((name) => name.replace(/\.(d\.)?ts$/, ''));
    entries.set(listed, new Set(names));
  }
  return entries;
}

/** A folder's modules and subfolders, by name (`errors`, `rules`), tests left out. */
const modulesOf = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => !/\.test\.tsx?$/.test(name))
    .map((name) => (statSync(join(ROOT, folder, name)).isDirectory() ? name : name.replace(/\.(d\.)?tsx?$/, '')));

describe("the README's layout", () => {
  it.each(['packages/admin/src/', 'packages/sdk/src/'])(
    'names every folder and module of %s, and only those',
    (path) => {
      const listed = layout().get(path);
      expect(listed, `the layout has no line for ${path}`).toBeDefined();
      const tree = new Set(
        path === 'packages/admin/src/'
          ? readdirSync(join(ROOT, path)).filter((name) => statSync(join(ROOT, path, name)).isDirectory())
          : modulesOf(path),
      );
      const named = [...(listed ?? [])];
      expect([...tree].filter((name) => !named.includes(name)).sort(), 'in the tree, not in the README').toEqual([]);
      expect(named.filter((name) => !tree.has(name)).sort(), 'in the README, not in the tree').toEqual([]);
    },
  );

  it('has a line for every package, and names the modules of the shared harness and the host', () => {
    const listed = layout();
    const packages = readdirSync(join(ROOT, 'packages')).filter((name) =>
      existsSync(join(ROOT, 'packages', name, 'package.json')),
    );
    expect(packages.filter((name) => ![...listed.keys()].some((path) => path.startsWith(`packages/${name}/`)))).toEqual(
      [],
    );
    for (const path of ['packages/harness/src/', 'packages/admin/host/']) {
      expect([...(listed.get(path) ?? [])].sort(), path).toEqual(modulesOf(path).sort());
    }
  });

  it('names the folders of the mock API that exist', () => {
    const listed = [...(layout().get('packages/mock-api/src/') ?? [])];
    expect(
      listed.filter(
        (name) =>
          !existsSync(join(ROOT, 'packages/mock-api/src', name)) &&
          !existsSync(join(ROOT, 'packages/mock-api/src', `${name}.ts`)),
      ),
    ).toEqual([]);
  });
});
