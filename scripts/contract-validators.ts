/**
 * The contract's answers as validation code written ahead of time
 * (`packages/sdk/src/validators.gen.ts`), for `@permit-office/sdk/checked`: the admin's
 * Content-Security-Policy forbids `eval` and `new Function`, so a validator compiled at run time
 * (Ajv's) cannot run there. What is written out is plain functions:
 * - one per named schema that an answer reaches (`$Company`), called by name, so that the output
 *   stays small and a schema that contains itself needs nothing special;
 * - one per inline schema that has to be called as a function (an object inside a property, the
 *   items of a list, a `oneOf` branch), named after where it sits (`$ResetResponse$data`), the same
 *   inline schema written once;
 * - a table `answers`, per operation (`GET /companies/{id}`) and per declared status, of the
 *   function that checks a JSON body, or `null` for a status the contract gives no JSON body.
 *
 * Each function answers `undefined` or the first problem: the path of the field
 * (`data[3].company.name`, `''` for the whole body) and what the contract expected there.
 *
 * The keywords the contract uses are supported (a keyword it starts using fails the generation
 * rather than being silently left unchecked): type (with OpenAPI 3.1's type lists for nullable),
 * enum, const, required, properties, additionalProperties (extra fields are allowed unless it says
 * `false`: an API may add fields without breaking a client), items, allOf, oneOf, anyOf, format
 * (light checks: date, date-time, email, uri), minimum, maximum, minLength, maxLength (in code
 * points, as the contract counts), pattern, minItems, maxItems, uniqueItems.
 */

/** A JSON Schema as the contract writes it; read loosely, every keyword is checked below. */
type JsonSchema = Record<string, unknown>;

interface ContractDocument {
  openapi?: string;
  paths: Record<string, Record<string, unknown>>;
  // `object`: the other generators' schema types (interfaces) have no index signature to match.
  components: { schemas: Record<string, object>; responses?: Record<string, unknown> };
}

/** Keywords that say nothing about what an answer may hold. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'readOnly',
  'writeOnly',
  'default',
  'example',
  'examples',
  'deprecated',
  'discriminator',
  'contentMediaType',
  'contentEncoding',
  'externalDocs',
  'xml',
]);
const SUPPORTED = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'allOf',
  'oneOf',
  'anyOf',
  'format',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
]);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
/** The light format checks: a shape, not a calendar (the API's own validation holds the calendar). */
const FORMATS: Record<string, string> = {
  date: 'DATE',
  'date-time': 'DATE_TIME',
  email: 'EMAIL',
  uri: 'URI',
};

const isJsonMediaType = (mediaType: string) => {
  const essence = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  return essence === 'application/json' || essence.endsWith('+json');
};

/** A string literal for the generated code. */
const str = (value: unknown) => JSON.stringify(value);

export function contractValidatorsModule(contract: ContractDocument): string {
  // Nullable is written `type: [string, 'null']` from OpenAPI 3.1 on; 3.0's `nullable: true` would
  // be refused below as an unknown keyword, but say why at once.
  if (!/^3\.1\./.test(contract.openapi ?? '')) {
    throw new Error(`contract-validators: OpenAPI 3.1 expected, the contract says ${String(contract.openapi)}`);
  }
  const schemas = contract.components.schemas as Record<string, JsonSchema>;
  const nameOf = (ref: string): string => {
    const name = ref.replace('#/components/schemas/', '');
    if (name === ref || !schemas[name]) throw new Error(`contract-validators: unresolvable $ref ${ref}`);
    return name;
  };
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_');

  /** Module constants: patterns and enums, written once each. */
  const constants = new Map<string, string>();
  const constant = (code: string, prefix: string) => {
    let name = constants.get(code);
    if (!name) {
      name = `${prefix}${constants.size}`;
      constants.set(code, name);
    }
    return name;
  };
  /** Written functions, by name; inline schemas by their JSON, so that each is written once. */
  const functions = new Map<string, string>();
  const named = new Set(Object.keys(schemas).map((name) => `$${safe(name)}`));
  const inline = new Map<string, string>();
  const pending: { name: string; schema: JsonSchema; where: string }[] = [];

  const check = (schema: JsonSchema, where: string) => {
    for (const key of Object.keys(schema)) {
      if (!SUPPORTED.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-')) {
        throw new Error(`contract-validators: ${where} uses ${key}, which the generator does not check yet`);
      }
    }
  };

  /**
   * The function that checks `schema`: a named schema's own, or one written for an inline one. Each
   * is written when first asked for, so that only what an answer can reach is written (a request's
   * own schema, such as `Credentials`, is not).
   */
  const functionFor = (schema: JsonSchema, where: string): string => {
    if (typeof schema.$ref === 'string') {
      const target = nameOf(schema.$ref);
      const name = `$${safe(target)}`;
      if (!functions.has(name) && !pending.some((entry) => entry.name === name)) {
        pending.push({ name, schema: schemas[target] ?? {}, where: safe(target) });
      }
      return name;
    }
    const key = JSON.stringify(schema);
    let name = inline.get(key);
    if (!name) {
      name = `$${safe(where)}`;
      while (named.has(name) || functions.has(name) || pending.some((entry) => entry.name === name)) name += '_';
      inline.set(key, name);
      pending.push({ name, schema, where });
    }
    return name;
  };

  /** What a schema expects, said in a few words (in the problem a failure reports). */
  const describe = (schema: JsonSchema): string => {
    if (typeof schema.$ref === 'string') return nameOf(schema.$ref);
    const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    if (branches) return branches.map(describe).join(' or ');
    if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map(describe).join(' and ');
    return describeLeaf(schema);
  };
  /** What the type, enum and const keywords of a schema expect. */
  const describeLeaf = (schema: JsonSchema): string => {
    if ('const' in schema) return str(schema.const);
    if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => str(value)).join(', ')}`;
    const types = typesOf(schema);
    if (types.length === 0) return 'any value';
    return types.map((type) => describeType(schema, type)).join(', or ');
  };
  const typesOf = (schema: JsonSchema): string[] =>
    Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const range = (low: unknown, high: unknown, unit: string) => {
    const min = typeof low === 'number' ? low : undefined;
    const max = typeof high === 'number' ? high : undefined;
    const unitText = unit ? ` ${unit}` : '';
    if (min !== undefined && max !== undefined) return ` of ${min} to ${max}${unitText}`;
    if (min !== undefined) return ` of at least ${min}${unitText}`;
    if (max !== undefined) return ` of at most ${max}${unitText}`;
    return '';
  };
  const describeType = (schema: JsonSchema, type: string): string => {
    switch (type) {
      case 'string': {
        const format = typeof schema.format === 'string' ? `${schema.format} ` : '';
        const pattern = typeof schema.pattern === 'string' ? ` matching ${schema.pattern}` : '';
        return `${format}string${range(schema.minLength, schema.maxLength, 'characters')}${pattern}`;
      }
      case 'integer':
      case 'number':
        return `${type}${range(schema.minimum, schema.maximum, '').replace(' of ', ' ')}`;
      case 'array':
        return `list${range(schema.minItems, schema.maxItems, 'items')}`;
      default:
        return type;
    }
  };

  /** The condition that a value `x` of one JSON type meets the schema's keywords for that type. */
  const typeCondition = (schema: JsonSchema, type: string, x: string): string => {
    const parts: string[] = [];
    switch (type) {
      case 'string': {
        parts.push(`typeof ${x} === 'string'`);
        if (schema.minLength !== undefined || schema.maxLength !== undefined) {
          parts.push(`fits(${x}, ${Number(schema.minLength ?? 0)}, ${Number(schema.maxLength ?? Infinity)})`);
        }
        if (typeof schema.format === 'string' && FORMATS[schema.format])
          parts.push(`${FORMATS[schema.format]}.test(${x})`);
        if (typeof schema.pattern === 'string') {
          // `new RegExp` at load, not a literal: the pattern's text needs no escaping; no eval either.
          parts.push(`${constant(`/*#__PURE__*/ new RegExp(${str(schema.pattern)}, 'u')`, 'RE')}.test(${x})`);
        }
        break;
      }
      case 'integer':
      case 'number':
        parts.push(type === 'integer' ? `isInt(${x})` : `typeof ${x} === 'number'`);
        if (typeof schema.minimum === 'number') parts.push(`${x} >= ${schema.minimum}`);
        if (typeof schema.maximum === 'number') parts.push(`${x} <= ${schema.maximum}`);
        break;
      case 'boolean':
        parts.push(`typeof ${x} === 'boolean'`);
        break;
      case 'null':
        parts.push(`${x} === null`);
        break;
      case 'object':
        parts.push(`isObj(${x})`);
        break;
      case 'array':
        parts.push(`Array.isArray(${x})`);
        if (typeof schema.minItems === 'number') parts.push(`${x}.length >= ${schema.minItems}`);
        if (typeof schema.maxItems === 'number') parts.push(`${x}.length <= ${schema.maxItems}`);
        if (schema.uniqueItems === true) parts.push(`unique(${x})`);
        break;
      default:
        throw new Error(`contract-validators: unknown type ${type}`);
    }
    return parts.join(' && ');
  };

  /** A condition negated, with parentheses only where it needs them. */
  const not = (condition: string) => (/^[\w$.]+\([\w$.]+\)$/.test(condition) ? `!${condition}` : `!(${condition})`);

  /** The condition on a value `x` that its type, enum and const keywords state; '' when none. */
  const leafCondition = (schema: JsonSchema, x: string): string => {
    const parts: string[] = [];
    const types = typesOf(schema);
    if (types.length === 1) parts.push(typeCondition(schema, types[0] ?? '', x));
    else if (types.length > 1)
      parts.push(`(${types.map((type) => `(${typeCondition(schema, type, x)})`).join(' || ')})`);
    if ('const' in schema) {
      if (schema.const !== null && typeof schema.const === 'object')
        throw new Error('contract-validators: const of an object');
      parts.push(`${x} === ${str(schema.const)}`);
    }
    if (Array.isArray(schema.enum)) {
      if (schema.enum.some((value) => value !== null && typeof value === 'object')) {
        throw new Error('contract-validators: enum of objects');
      }
      parts.push(`${constant(`[${schema.enum.map((value) => str(value)).join(', ')}]`, 'EN')}.includes(${x})`);
    }
    return parts.join(' && ');
  };

  /**
   * The check of a field, an item or a branch: a leaf's is a constant made of its condition (the
   * same leaf, such as a short text, written once); anything else is a function. Undefined for a
   * schema that admits any value.
   */
  const checkerFor = (schema: JsonSchema, where: string): string | undefined => {
    check(schema, where);
    const keyword = schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : undefined;
    if (keyword && Object.keys(schema).every((key) => key === keyword || ANNOTATIONS.has(key))) {
      return constant(branchesOf(schema, keyword, where), 'B');
    }
    if (!isLeaf(schema)) return functionFor(schema, where);
    const condition = leafCondition(schema, 'x');
    return condition ? constant(`leaf((x) => ${condition}, ${str(describe(schema))})`, 'L') : undefined;
  };

  /** Whether a schema is checked by one condition (no fields, items or branches to go into). */
  const isLeaf = (schema: JsonSchema): boolean =>
    schema.$ref === undefined &&
    schema.properties === undefined &&
    schema.required === undefined &&
    schema.additionalProperties === undefined &&
    schema.items === undefined &&
    schema.allOf === undefined &&
    schema.oneOf === undefined &&
    schema.anyOf === undefined;

  /**
   * The statements that check `v` (at path `p`) against a schema, inside a function that declares
   * `r`. They run in order, so an earlier `isObj(v)` narrows `v` for the fields after it.
   */
  const statements = (schema: JsonSchema, where: string): string[] => {
    check(schema, where);
    if (typeof schema.$ref === 'string') return [`if ((r = ${functionFor(schema, where)}(v, p))) return r;`];
    const lines: string[] = [];
    const condition = leafCondition(schema, 'v');
    const types = typesOf(schema);
    if (condition) lines.push(`if (${not(condition)}) return no(p, ${str(describeLeaf(schema))});`);
    const object =
      schema.properties !== undefined || schema.required !== undefined || schema.additionalProperties !== undefined;
    if (object) {
      // Fields apply to objects: another type that the schema admits (`null`) passes as it is.
      const nonObject = types.length > 0 && types.some((type) => type !== 'object');
      const body = objectStatements(schema, where);
      if (nonObject) lines.push(`if (isObj(v)) {`, ...body.map((line) => `  ${line}`), '}');
      else {
        if (!types.includes('object')) lines.push(`if (!isObj(v)) return no(p, 'object');`);
        lines.push(...body);
      }
    }
    if (schema.items !== undefined) {
      const items = schema.items as JsonSchema;
      check(items, `${where}.items`);
      const loop = itemStatements(items, `${where}$items`);
      if (loop.length) {
        const guard =
          types.includes('array') && types.length === 1 ? [] : [`if (!Array.isArray(v)) return no(p, 'list');`];
        if (types.length > 1) lines.push(`if (Array.isArray(v)) {`, ...loop.map((line) => `  ${line}`), '}');
        else lines.push(...guard, ...loop);
      }
    }
    for (const [index, part] of ((schema.allOf as JsonSchema[] | undefined) ?? []).entries()) {
      lines.push(...statements(part, `${where}$${index}`));
    }
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      if (schema[keyword])
        lines.push(`if ((r = ${constant(branchesOf(schema, keyword, where), 'B')}(v, p))) return r;`);
    }
    return lines;
  };
  /** The check of a `oneOf` (exactly one branch) or an `anyOf`, as a constant's code. */
  const branchesOf = (schema: JsonSchema, keyword: 'oneOf' | 'anyOf', where: string): string => {
    const branches = schema[keyword] as JsonSchema[];
    const checks = branches.map((branch, index) => checkerFor(branch, `${where}$${index}`) ?? 'any');
    return `some([${checks.join(', ')}], ${keyword === 'oneOf'}, ${str(describe({ [keyword]: branches }))})`;
  };

  const objectStatements = (schema: JsonSchema, where: string): string[] => {
    const lines: string[] = [];
    const required = (schema.required as string[] | undefined) ?? [];
    if (required.length) lines.push(`if ((r = need(v, p, ${str(required)}))) return r;`);
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    for (const [name, property] of Object.entries(properties)) {
      check(property, `${where}.${name}`);
      // An own field only: `constructor` or `toString` on a plain object is Object.prototype's.
      const plain = /^[A-Za-z_$][\w$]*$/.test(name);
      const access = plain ? `v.${name}` : `v[${str(name)}]`;
      const value = name in Object.prototype ? `(Object.hasOwn(v, ${str(name)}) ? ${access} : undefined)` : access;
      const path = plain ? `at(p, ${str(name)})` : `\`\${p}[${str(name).replace(/`/g, '\\`')}]\``;
      const checker = checkerFor(property, `${where}$${name}`);
      if (!checker) continue;
      // A leaf's check lets a missing value pass (`need` above has said which must be there).
      const present = required.includes(name) || isLeaf(property) ? '' : `${value} !== undefined && `;
      lines.push(`if (${present}(r = ${checker}(${value}, ${path}))) return r;`);
    }
    const additional = schema.additionalProperties as JsonSchema | boolean | undefined;
    if (additional === false) {
      const known = constant(`new Set(${str(Object.keys(properties))})`, 'KEYS');
      lines.push(
        `for (const k of Object.keys(v)) if (!${known}.has(k)) return no(key(p, k), 'absent (not a field of the contract)');`,
      );
    } else if (additional !== undefined && additional !== true) {
      check(additional, `${where}.additionalProperties`);
      const skip = Object.keys(properties).length
        ? `!${constant(`new Set(${str(Object.keys(properties))})`, 'KEYS')}.has(k) && `
        : '';
      const checker = checkerFor(additional, `${where}$additional`);
      if (checker) {
        lines.push(`for (const [k, x] of Object.entries(v)) if (${skip}(r = ${checker}(x, key(p, k)))) return r;`);
      }
    }
    return lines;
  };

  const itemStatements = (items: JsonSchema, where: string): string[] => {
    const checker = checkerFor(items, where);
    return checker
      ? [`for (let i = 0; i < v.length; i++) if ((r = ${checker}(v[i], \`\${p}[\${i}]\`))) return r;`]
      : [];
  };

  const write = (name: string, schema: JsonSchema, where: string) => {
    const body = statements(schema, where);
    const declares = body.some((line) => line.includes('(r = '));
    functions.set(
      name,
      [
        `function ${name}(v: unknown, p: string): Problem | undefined {`,
        ...(declares ? ['  let r: Problem | undefined;'] : []),
        ...body.map((line) => `  ${line}`),
        '}',
      ].join('\n'),
    );
  };
  const drain = () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      // Marked as written before its body is made: a schema that contains itself asks for itself.
      functions.set(next.name, '');
      write(next.name, next.schema, next.where);
    }
  };

  // The answers: per operation and status, the function for a JSON body.
  const resolveResponse = (response: unknown): Record<string, unknown> => {
    let current = response as Record<string, unknown>;
    while (typeof current.$ref === 'string') {
      const name = current.$ref.replace('#/components/responses/', '');
      const target = contract.components.responses?.[name];
      if (!target) throw new Error(`contract-validators: unresolvable response ${current.$ref}`);
      current = target as Record<string, unknown>;
    }
    return current;
  };
  const answers: string[] = [];
  for (const [template, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as { operationId?: string; responses?: Record<string, unknown> } | undefined;
      if (!operation) continue;
      const operationName = operation.operationId ?? safe(`${method}${template}`);
      const statuses: string[] = [];
      for (const [status, declared] of Object.entries(operation.responses ?? {})) {
        const content = (resolveResponse(declared).content ?? {}) as Record<string, { schema?: JsonSchema }>;
        const json = Object.entries(content).find(([mediaType]) => isJsonMediaType(mediaType))?.[1]?.schema;
        const checker = json && (checkerFor(json, `${operationName}$${status}`) ?? 'any');
        statuses.push(`${/^\d+$/.test(status) ? status : str(status)}: ${checker ?? 'null'}`);
      }
      answers.push(`  ${str(`${method.toUpperCase()} ${template}`)}: { ${statuses.join(', ')} },`);
    }
  }
  drain();

  return [
    '/**',
    ' * Generated from openapi.yaml by `pnpm gen` (scripts/contract-validators.ts). Do not edit by hand:',
    ' * change the contract and regenerate; `pnpm check:gen` fails on any difference.',
    ' *',
    ' * Plain functions, written ahead of time: no eval, no `new Function` (the CSP forbids them).',
    " * Imported by `checked.ts` only, so that the SDK's base entry does not carry them.",
    ' */',
    '',
    "/** Where a value departs from the contract: the field (`data[3].company.name`, `''` for the whole) and what was expected there. */",
    'export interface Problem {',
    '  path: string;',
    '  expected: string;',
    '}',
    '/** Checks a value found at path `p`: `undefined` when it conforms, else the first problem. */',
    'export type Check = (v: unknown, p: string) => Problem | undefined;',
    '',
    'const no = (path: string, expected: string): Problem => ({ path, expected });',
    'const at = (p: string, name: string): string => (p ? `${p}.${name}` : name);',
    "/** A field whose name is not known ahead (a map's key): quoted when it is not a plain name. */",
    'const key = (p: string, name: string): string => (/^[A-Za-z_$][\\w$]*$/.test(name) ? at(p, name) : `${p}[${JSON.stringify(name)}]`);',
    "const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);",
    'const isInt = (v: unknown): v is number => Number.isInteger(v);',
    '/** Length in code points, as JSON Schema counts (an emoji is one); UTF-16 units decide most cases alone. */',
    'function fits(s: string, min: number, max: number): boolean {',
    '  if (s.length <= max && s.length >= 2 * min) return true;',
    '  let n = 0;',
    '  for (const _ of s) n++;',
    '  return n >= min && n <= max;',
    '}',
    "/** A leaf's check: a missing field passes (`need` says which must be there). */",
    'const leaf =',
    '  (test: (x: unknown) => boolean, expected: string): Check =>',
    '  (x, p) =>',
    '    x === undefined || test(x) ? undefined : no(p, expected);',
    'const any: Check = () => undefined;',
    'const unique = (list: unknown[]): boolean => new Set(list.map((x) => JSON.stringify(x))).size === list.length;',
    'function need(v: Record<string, unknown>, p: string, names: string[]): Problem | undefined {',
    "  for (const name of names) if (!Object.hasOwn(v, name)) return no(at(p, name), 'present (required)');",
    '  return undefined;',
    '}',
    '/**',
    ' * `oneOf` (`exactly`) or `anyOf`. When no branch fits, the problem of the branch that went deepest',
    ' * (the field of the record that is wrong rather than "a record or null").',
    ' */',
    'const some =',
    '  (branches: Check[], exactly: boolean, expected: string): Check =>',
    '  (v, p) => {',
    '  let passed = 0;',
    '  let deepest: Problem | undefined;',
    '  for (const branch of branches) {',
    '    const problem = branch(v, p);',
    '    if (!problem) passed++;',
    '    else if (!deepest || problem.path.length > deepest.path.length) deepest = problem;',
    '  }',
    '  if (passed === 1 || (passed > 1 && !exactly)) return undefined;',
    '  if (passed > 1) return no(p, `exactly one of ${expected}`);',
    '  return deepest && deepest.path.length > p.length ? deepest : no(p, expected);',
    '  };',
    '',
    '// Light format checks: the shape, not the calendar.',
    'const DATE = /^\\d{4}-\\d{2}-\\d{2}$/;',
    'const DATE_TIME = /^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$/;',
    'const EMAIL = /^[^\\s@]+@[^\\s@]+$/;',
    'const URI = /^[A-Za-z][A-Za-z0-9+.-]*:\\S*$/;',
    // Patterns, enums and leaves, in the order they refer to each other.
    ...[...constants].map(([code, name]) => `const ${name}${name.startsWith('EN') ? ': unknown[]' : ''} = ${code};`),
    '',
    ...[...functions.values()].flatMap((source) => [source, '']),
    '/** Per operation (`METHOD /template`) and declared status: the check of its JSON body, or `null` when the contract gives that status no JSON body. */',
    'export const answers: Record<string, Record<string, Check | null>> = {',
    ...answers,
    '};',
    '',
  ].join('\n');
}
