/**
 * The contract's field rules as a small TypeScript module (`packages/sdk/src/fields.gen.ts`), so
 * that the admin's forms and exports read the rules and the columns the contract states instead
 * of restating them: a limit changed in openapi.yaml changes the form's rule with it.
 *
 * Only what a client needs: per schema, each top-level property's type and constraints, and the
 * columns of a record flattened as a CSV line names them (`status_history.status`); per
 * collection, the schema of its records (`collections.gen.ts`, a module of its own). Beside them,
 * in a module of their own (`operations.gen.ts`), what the SDK asks of each operation on every call.
 */
import type { Schema as JsonSchema } from '@permit-office/mock-api';
import type { ContractField } from '@permit-office/sdk';

type Contract = {
  paths: Record<
    string,
    Record<
      string,
      {
        responses?: Record<string, unknown>;
        parameters?: { $ref?: string; name?: string }[];
        security?: unknown[];
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
};

/** The first lines of each module written here. */
const GENERATED_BANNER = [
  '/**',
  ' * Generated from openapi.yaml by `pnpm gen` (scripts/contract-fields.ts). Do not edit by hand:',
  ' * change the contract and regenerate; `pnpm check:gen` fails on any difference.',
  ' */',
  '',
];

/** A field as written out: `true` flags only, so the module stays small. */
type FieldRuleOut = ContractField & { nullable?: true; required?: true; readOnly?: true; items?: FieldRuleOut };

/** The contract read for clients: the writable fields, the records' columns, the collections. */
function contractTables(contract: Contract) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    let current = schema;
    while (current.$ref) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = contract.components.schemas[name];
      if (!target) throw new Error(`Unresolvable $ref ${current.$ref}`);
      current = target;
    }
    return current;
  };
  /** Properties and required names through allOf, in the order the contract declares them. */
  const flatten = (schema: JsonSchema): { properties: [string, JsonSchema][]; required: Set<string> } => {
    const resolved = resolve(schema);
    const properties = new Map<string, JsonSchema>();
    const required = new Set<string>(resolved.required ?? []);
    for (const part of resolved.allOf ?? []) {
      const inner = flatten(part);
      for (const [name, property] of inner.properties) properties.set(name, property);
      for (const name of inner.required) required.add(name);
    }
    for (const [name, property] of Object.entries(resolved.properties ?? {})) properties.set(name, property);
    // The record's id first, as people read a line; the rest as declared.
    const ordered = [...properties].sort(([a], [b]) => Number(b === 'id') - Number(a === 'id'));
    return { properties: ordered, required };
  };

  /**
   * A value's JSON types: its own, or those its `oneOf` branches share (a name from either of two
   * lists is text; a person or `null` is an object that may be null); anything else is an object.
   */
  const typesOf = (schema: JsonSchema): string[] => {
    const resolved = resolve(schema);
    if (Array.isArray(resolved.type)) return resolved.type;
    if (resolved.type) return [resolved.type];
    if (resolved.enum) return ['string'];
    const branches = [...new Set((resolved.oneOf ?? []).flatMap(typesOf))];
    return branches.filter((type) => type !== 'null').length === 1 ? branches : ['object'];
  };

  const ruleOf = (property: JsonSchema, required: boolean): FieldRuleOut => {
    // A `$ref` beside `readOnly` keeps its own readOnly; the target holds the constraints.
    const readOnly = property.readOnly === true || resolve(property).readOnly === true;
    const resolved = resolve(property);
    const types = typesOf(resolved);
    const type = types.find((t) => t !== 'null') ?? 'null';
    const rule: FieldRuleOut = { type };
    if (types.includes('null')) rule.nullable = true;
    if (required) rule.required = true;
    if (readOnly) rule.readOnly = true;
    for (const key of [
      'format',
      'pattern',
      'minLength',
      'maxLength',
      'minimum',
      'maximum',
      'minItems',
      'maxItems',
    ] as const) {
      const value = resolved[key];
      if (value !== undefined) (rule as unknown as Record<string, unknown>)[key] = value;
    }
    // A list of text (a page's highlights): its items' own limits.
    if (type === 'array' && resolved.items) {
      const items = ruleOf(resolved.items, false);
      if (Object.keys(items).length > 1) rule.items = items;
    }
    return rule;
  };

  /** Leaf paths of a record: objects (also inside arrays) open into `a.b`. */
  const columnsOf = (schema: JsonSchema, prefix: string, seen: Set<JsonSchema>): string[] => {
    const resolved = resolve(schema);
    if (seen.has(resolved)) return [prefix];
    const inner = resolved.type === 'array' && resolved.items ? resolve(resolved.items) : resolved;
    const { properties } = flatten(inner);
    if (properties.length === 0) return prefix ? [prefix] : [];
    const next = new Set(seen).add(resolved);
    return properties.flatMap(([name, property]) => columnsOf(property, prefix ? `${prefix}.${name}` : name, next));
  };

  // A collection is a path of one or more plain segments whose GET answers `{ data: [X] }`.
  const collections: Record<string, string> = {};
  for (const [path, operations] of Object.entries(contract.paths)) {
    if (!/^(\/[a-z-]+)+$/.test(path)) continue;
    const answer = operations.get?.responses?.['200'] as
      { content?: Record<string, { schema?: JsonSchema }> } | undefined;
    const body = answer?.content?.['application/json']?.schema;
    if (!body) continue;
    const data = flatten(body).properties.find(([field]) => field === 'data')?.[1];
    const items = data && resolve(data).items;
    if (items?.$ref) collections[path.slice(1)] = items.$ref.replace('#/components/schemas/', '');
  }

  // What a client writes: the writable properties of every schema that has some.
  const fields: Record<string, Record<string, FieldRuleOut>> = {};
  for (const [name, schema] of Object.entries(contract.components.schemas)) {
    const { properties, required } = flatten(schema);
    const writable = properties
      .map(([field, property]) => [field, ruleOf(property, required.has(field))] as const)
      .filter(([, rule]) => !rule.readOnly);
    if (writable.length > 0) fields[name] = Object.fromEntries(writable);
  }
  // What a client reads as lines: the records of the collections.
  const columns: Record<string, string[]> = {};
  for (const name of new Set(Object.values(collections))) {
    const schema = contract.components.schemas[name];
    if (schema) columns[name] = columnsOf(schema, '', new Set());
  }

  return { fields, columns, collections };
}

/** One entry per line: readable in a diff, a fraction of the size of indented JSON. */
const entries = (table: Record<string, unknown>) =>
  `{\n${Object.entries(table)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`)
    .join('\n')}\n}`;

export function contractFieldsModule(contract: Contract): string {
  const { fields, columns } = contractTables(contract);
  return [
    ...GENERATED_BANNER,
    "/** Per schema, each property's type and constraints as the contract states them. */",
    `export const contractFields = ${entries(fields)} as const;`,
    '',
    '/** Per schema, the columns of one record flattened to a line (`a.b` inside objects and lists). */',
    `export const contractColumns = ${entries(columns)} as const;`,
    '',
  ].join('\n');
}

/**
 * The collections (`packages/sdk/src/collections.gen.ts`): a module apart from the field rules,
 * as the data provider reads it on every signed-in page, where the rules (42 KB) are the forms'.
 */
export function contractCollectionsModule(contract: Contract): string {
  const { collections } = contractTables(contract);
  return [
    ...GENERATED_BANNER,
    '/** Per collection (its path without the leading slash), the schema of its records. */',
    `export const contractCollections = ${entries(collections)} as const;`,
    '',
  ].join('\n');
}

/**
 * What the SDK's every call asks of its operation (`packages/sdk/src/operations.gen.ts`): whether it
 * takes an `Idempotency-Key`, whether it needs the session. A module apart from the field rules,
 * which only forms and exports read: the app's first load carries these two short lists, not them.
 */
export function contractOperationsModule(contract: Contract): string {
  // The writes that take no Idempotency-Key (the session calls, the presence heartbeat): the SDK
  // gives them none, and so never sends one again after a failure it cannot tell from a success.
  const unkeyed: string[] = [];
  for (const [path, operations] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      const keyed = (operation.parameters ?? []).some(
        (parameter) =>
          parameter.$ref === '#/components/parameters/IdempotencyKey' || parameter.name === 'Idempotency-Key',
      );
      if (!keyed) unkeyed.push(`${method.toUpperCase()} ${path}`);
    }
  }

  // The operations open without a session (`security: []`): every other one needs the bearer
  // token, and once the session's end was said the SDK does not send it (a sure 401).
  const open: string[] = [];
  for (const [path, operations] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.security?.length === 0) open.push(`${method.toUpperCase()} ${path}`);
    }
  }

  return [
    ...GENERATED_BANNER,
    '/** The writes (`METHOD /path`) that take no `Idempotency-Key`: never keyed, never sent again. */',
    `export const contractUnkeyedWrites: readonly string[] = ${JSON.stringify(unkeyed)};`,
    '',
    '/** The operations (`METHOD /path`) the contract opens to callers without a session. */',
    `export const contractOpenOperations: readonly string[] = ${JSON.stringify(open)};`,
    '',
  ].join('\n');
}
