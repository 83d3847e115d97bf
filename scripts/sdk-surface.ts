/**
 * `pnpm surface`: the SDK's public TypeScript surface, written down in packages/sdk/api/surface.md
 * so that a change to it shows in review as what it is, a change for every program built on the SDK.
 *
 * It reads what users get: the built declarations (`dist/*.d.ts`) of every entry of the SDK's
 * `package.json` `exports`, through the TypeScript compiler, and prints each entry's exports sorted
 * by name, their declarations as the compiler emitted them, comments left out (a reworded comment
 * is not a change of surface). Types the exports name but do not export (an option's type defined
 * beside its function) follow in a section of their own: their members are surface too. The
 * contract's types (`paths`, `components`, `operations`) are named only: `pnpm check:contract`
 * compares the contract itself, rule by rule.
 *
 * `--check` (in `pnpm test`, after the build) fails when the report differs from the committed one,
 * showing the lines that differ. `--package <folder>` reads another package (the tests' own).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SDK = join(ROOT, 'packages/sdk');
export const REPORT = 'api/surface.md';

/** The declarations file the ESM condition of an `exports` entry names (the CJS ones are the same). */
function typesOf(target: unknown): string | undefined {
  if (typeof target === 'string') return target.endsWith('.d.ts') ? target : undefined;
  if (typeof target !== 'object' || target === null) return undefined;
  const conditions = target as Record<string, unknown>;
  if (typeof conditions.types === 'string') return conditions.types;
  for (const condition of ['import', 'default', 'require']) {
    const found = typesOf(conditions[condition]);
    if (found) return found;
  }
  return undefined;
}

interface Entry {
  /** What a user imports: `@permit-office/sdk/live`. */
  specifier: string;
  file: string;
}

function entriesOf(packageDir: string): Entry[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, unknown>;
  };
  return Object.entries(manifest.exports).flatMap(([key, target]) => {
    const types = typesOf(target);
    if (!types) return [];
    return [
      {
        specifier: key === '.' ? manifest.name : `${manifest.name}/${key.replace(/^\.\//, '')}`,
        file: join(packageDir, types),
      },
    ];
  });
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

const TYPE_KINDS = new Set([ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.TypeAliasDeclaration]);
const DECLARATION_KINDS = new Set([
  ...TYPE_KINDS,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.VariableDeclaration,
]);

/** Sorted as a reader looks names up, case aside; the exact text breaks ties, so the order is fixed. */
const byName = (a: ts.Symbol, b: ts.Symbol) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
};

/**
 * The surface as Markdown, before Prettier lays it out. Throws when an entry's declarations are
 * missing (the package is not built).
 */
export function surfaceMarkdown(packageDir: string): string {
  const entries = entriesOf(packageDir);
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const resolve = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  // What `pnpm gen` derives from openapi.yaml (its types, its field rules): the contract's own
  // check covers it, and printed whole it would be thousands of lines that change with every field.
  const isContract = (declaration: ts.Node) =>
    /\/(schema|[^/]+\.gen)\.d\.ts$/.test(declaration.getSourceFile().fileName);
  const isOwn = (declaration: ts.Node) => {
    const file = declaration.getSourceFile().fileName;
    return !relative(packageDir, file).startsWith('..') && !file.includes('/node_modules/');
  };

  /** A declaration as the user reads it: `export declare function createSdk(options: …): Sdk;`. */
  function print(declaration: ts.Declaration, exported: boolean): string {
    const file = declaration.getSourceFile();
    if (ts.isVariableDeclaration(declaration)) {
      const list = declaration.parent;
      const keyword = list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
      const text = printer.printNode(ts.EmitHint.Unspecified, declaration, file);
      return `${exported ? 'export ' : ''}declare ${keyword} ${text};`;
    }
    const text = printer
      .printNode(ts.EmitHint.Unspecified, declaration, file)
      .replace(/^(export\s+)?(declare\s+)?/, '');
    const prefix = TYPE_KINDS.has(declaration.kind) ? '' : 'declare ';
    return `${exported ? 'export ' : ''}${prefix}${text}`;
  }

  const exported = new Map<ts.Symbol, string>();
  const named = new Set<ts.Symbol>();

  /** The package's own declarations a declaration refers to by name. */
  function collectNames(node: ts.Node): void {
    const mark = (name: ts.Node) => {
      const symbol = checker.getSymbolAtLocation(name);
      if (!symbol) return;
      const target = resolve(symbol);
      const declarations = target.declarations ?? [];
      if (declarations.length === 0 || !declarations.every((d) => isOwn(d) && !isContract(d))) return;
      if (!declarations.some((d) => DECLARATION_KINDS.has(d.kind))) return;
      named.add(target);
    };
    if (ts.isTypeReferenceNode(node)) mark(ts.isQualifiedName(node.typeName) ? node.typeName.right : node.typeName);
    else if (ts.isExpressionWithTypeArguments(node)) mark(node.expression);
    else if (ts.isTypeQueryNode(node)) mark(ts.isQualifiedName(node.exprName) ? node.exprName.right : node.exprName);
    ts.forEachChild(node, collectNames);
  }

  const sections: string[] = [];
  for (const entry of entries) {
    const file = program.getSourceFile(entry.file);
    if (!file) {
      throw new Error(
        `${relative(ROOT, entry.file)} is missing: build the SDK first (pnpm --filter @permit-office/sdk build).`,
      );
    }
    const module = checker.getSymbolAtLocation(file);
    const symbols = module ? [...checker.getExportsOfModule(module)].sort(byName) : [];
    const contract: string[] = [];
    const blocks: string[] = [];
    for (const symbol of symbols) {
      const target = resolve(symbol);
      const declarations = (target.declarations ?? []).filter((d) => DECLARATION_KINDS.has(d.kind));
      if (declarations.some(isContract)) {
        contract.push(target.flags & ts.SymbolFlags.Value ? symbol.name : `type ${symbol.name}`);
        continue;
      }
      const seen = exported.get(target);
      if (seen) {
        blocks.push(`// ${symbol.name}: as in ${seen}`);
        continue;
      }
      exported.set(target, `\`${entry.specifier}\``);
      const renamed =
        target.name !== symbol.name && target.name !== 'default' ? `// ${symbol.name} is ${target.name}\n` : '';
      blocks.push(renamed + declarations.map((d) => print(d, true)).join('\n'));
      declarations.forEach(collectNames);
    }
    if (contract.length > 0) {
      blocks.unshift(
        `// Generated from openapi.yaml by pnpm gen: pnpm check:contract compares the contract itself.\nexport { ${contract.join(', ')} };`,
      );
    }
    const code = blocks.length > 0 ? blocks.join('\n\n') : 'export {};';
    sections.push(`## \`${entry.specifier}\`\n\n\`\`\`ts\n${code}\n\`\`\``);
  }

  // What the exports name without exporting it, and what that names in turn.
  const internal: ts.Symbol[] = [];
  for (let found = [...named].filter((symbol) => !exported.has(symbol)); found.length > 0;) {
    internal.push(...found);
    named.clear();
    for (const symbol of found)
      (symbol.declarations ?? []).filter((d) => DECLARATION_KINDS.has(d.kind)).forEach(collectNames);
    found = [...named].filter((symbol) => !exported.has(symbol) && !internal.includes(symbol));
  }
  if (internal.length > 0) {
    // Two modules may each declare the same alias for themselves (`type PermitStatus = …`): once is enough.
    const printed = internal.sort(byName).map((symbol) =>
      (symbol.declarations ?? [])
        .filter((d) => DECLARATION_KINDS.has(d.kind))
        .map((d) => print(d, false))
        .join('\n'),
    );
    const code = [...new Set(printed)].join('\n\n');
    sections.push(
      `## Named by the exports, not exported\n\nA user meets these through the exports above (an option's type, a result's), without importing them by name.\n\n\`\`\`ts\n${code}\n\`\`\``,
    );
  }

  const name = entries[0]?.specifier ?? 'the package';
  return [
    `# The public surface of \`${name}\``,
    "Generated by `pnpm surface` (scripts/sdk-surface.ts) from the built declarations of every entry of `package.json`'s `exports`, comments left out. Do not edit: `pnpm test` fails when the built SDK no longer matches it. A change here is a change for the SDK's users: name it in CHANGELOG.md, and when it breaks (an export removed, a parameter asking more, a result or a type giving less), raise the version as its version policy says.",
    ...sections,
  ].join('\n\n');
}

/** The report as it is committed: laid out by Prettier with the repository's settings. */
export async function surfaceReport(packageDir: string): Promise<string> {
  const target = join(packageDir, REPORT);
  const options = (await resolveConfig(target)) ?? {};
  return format(surfaceMarkdown(packageDir), { ...options, parser: 'markdown', filepath: target });
}

/** The lines that differ, as a unified diff's hunks (`-` committed, `+` built), with two lines around each. */
export function lineDiff(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // common[i * width + j]: the longest common run of lines of a from i and b from j, filled from
  // the end so that the walk below can go forward.
  const width = b.length + 1;
  const common = new Int32Array((a.length + 1) * width);
  const run = (i: number, j: number) => common[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] = a[i] === b[j] ? run(i + 1, j + 1) + 1 : Math.max(run(i + 1, j), run(i, j + 1));
    }
  }
  const edits: { mark: ' ' | '-' | '+'; line: string }[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      edits.push({ mark: ' ', line: a[i] ?? '' });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || run(i + 1, j) >= run(i, j + 1))) {
      edits.push({ mark: '-', line: a[i] ?? '' });
      i++;
    } else {
      edits.push({ mark: '+', line: b[j] ?? '' });
      j++;
    }
  }
  if (edits.every((edit) => edit.mark === ' ')) return [];
  const shown = edits.map((_, index) =>
    edits.slice(Math.max(0, index - 2), index + 3).some((edit) => edit.mark !== ' '),
  );
  const lines: string[] = [];
  edits.forEach((edit, index) => {
    if (!shown[index]) return;
    if (index > 0 && !shown[index - 1]) lines.push('…');
    lines.push(`${edit.mark} ${edit.line}`);
  });
  if (shown.length > 0 && !shown[shown.length - 1]) lines.push('…');
  return lines;
}

async function main(args: string[]): Promise<number> {
  const at = args.indexOf('--package');
  const packageDir = (at >= 0 ? args[at + 1] : undefined) ?? SDK;
  const target = join(packageDir, REPORT);
  const report = await surfaceReport(packageDir);
  if (!args.includes('--check')) {
    writeFileSync(target, report);
    console.log(`wrote ${relative(ROOT, target)}`);
    return 0;
  }
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // No report yet: every line is new.
  }
  if (committed === report) {
    console.log(`the SDK's public surface matches ${relative(ROOT, target)}`);
    return 0;
  }
  console.error(lineDiff(committed, report).join('\n'));
  console.error(
    `\nthe SDK's public surface changed (- ${relative(ROOT, target)}, + the built SDK): update ${relative(ROOT, target)} with \`pnpm surface\` and say so in ${relative(ROOT, join(dirname(target), '..', 'CHANGELOG.md'))}.`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
