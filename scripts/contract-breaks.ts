/**
 * `pnpm check:contract`: does openapi.yaml still keep what the released SDK promised its users?
 *
 * The SDK's types are the contract (`paths`, `components`), so a change to openapi.yaml is a change
 * to every tool built on `@permit-office/sdk`. This compares openapi.yaml with the contract the SDK
 * was last released with (packages/sdk/contract/released.yaml) and names every change that could
 * break a caller, one line each, in plain words:
 *
 *     GET /companies/{id}: the answer's field data.usdot was removed
 *
 * What breaks a caller, from where the caller stands:
 * - an operation removed (a path or a method: the path's text is the SDK's key, so renaming a path
 *   parameter removes the operation too);
 * - what a caller sends (parameters and request bodies) accepting less: a parameter or a field
 *   removed or made read-only, one made required or added as required, a body made required, a type,
 *   `null` or an enum value no longer accepted, a tighter bound (length, range, items, pattern, format),
 *   a media type or a `oneOf` alternative no longer accepted;
 * - what a caller reads (every 2xx answer, with its headers) holding something it did not: a field
 *   removed or made write-only, a field that may now be missing, a type or `null` it never had, an
 *   enum value it never had (a consumer's exhaustive `switch`, or a table of labels
 *   `satisfies Record<Status, string>` as this project writes them, meets a value it has no case
 *   for), a `oneOf` alternative it never had, a 2xx status it never answered, a media type or header
 *   no longer sent.
 * An answer holding less (an enum value removed, a field now always there, `null` no longer sent)
 * and a caller allowed more (a new optional field or parameter, a new operation, a looser bound)
 * pass. `$ref`s are followed (schemas, parameters, request bodies, responses); `allOf` is read as
 * all its parts at once, `oneOf`/`anyOf` as their alternatives, matched by the discriminator's value
 * or by their component's name. Bounds are compared on what callers send only: an answer's
 * `maxLength` says what the server keeps, not what a reader may assume.
 *
 * A break passes only as a breaking release: packages/sdk/package.json's version is a breaking one
 * over the released version (the major digit; before 1.0 the minor one, as semver's 0.x rule leaves
 * to each project and packages/sdk/CHANGELOG.md states) and CHANGELOG.md has its `## <version>`
 * entry. `pnpm release:contract` (`--release`) records openapi.yaml as released, with that version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const nodeOf = (value: unknown): Node => (isNode(value) ? value : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** JSON's types as JSON Schema names them; `number` here is a number with a fraction. */
type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';
const JSON_TYPES: readonly JsonType[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

/**
 * The values a schema allows, per type: every value of the type, or only these (as JSON texts).
 * `type: number` allows `integer` too, so an integer field that becomes a number is seen as
 * gaining fractions, and the reverse as losing them.
 */
type Values = Map<JsonType, Set<string> | 'any'>;

interface Limits {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  patterns: string[];
  format?: string;
}

/** A schema with its `$ref`s followed and its `allOf` merged: what a value may be. */
interface Shape {
  /** The component it was read from: how a `oneOf` alternative is named and matched. */
  name?: string;
  /** Undefined: any JSON value. */
  values?: Values;
  properties: Map<string, Property>;
  /** The schema of the fields beyond those named (a map's entries). */
  additional?: Shape;
  items?: Shape;
  /** Two or more objects a `oneOf`/`anyOf` allows, each read on its own. */
  variants?: Shape[];
  discriminator?: string;
  limits: Limits;
}

interface Property {
  shape: Shape;
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
}

const anything = (): Shape => ({ properties: new Map(), limits: { patterns: [] } });

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value as JsonType;
  return 'object';
}

function declaredTypes(type: unknown): JsonType[] | undefined {
  const names = typeof type === 'string' ? [type] : Array.isArray(type) ? type : undefined;
  if (!names) return undefined;
  const types = names.filter((name): name is JsonType => JSON_TYPES.includes(name as JsonType));
  return types.includes('number') && !types.includes('integer') ? [...types, 'integer'] : types;
}

function intersectValues(a: Values | undefined, b: Values | undefined): Values | undefined {
  if (!a) return b;
  if (!b) return a;
  const both: Values = new Map();
  for (const type of JSON_TYPES) {
    const x = a.get(type);
    const y = b.get(type);
    if (!x || !y) continue;
    if (x === 'any') both.set(type, y);
    else if (y === 'any') both.set(type, x);
    else {
      const common = new Set([...x].filter((value) => y.has(value)));
      if (common.size > 0) both.set(type, common);
    }
  }
  return both;
}

function unionValues(all: (Values | undefined)[]): Values | undefined {
  if (all.some((values) => !values)) return undefined;
  const either: Values = new Map();
  for (const type of JSON_TYPES) {
    const found = all.map((values) => values?.get(type)).filter((value) => value !== undefined);
    if (found.length === 0) continue;
    either.set(type, found.includes('any') ? 'any' : new Set(found.flatMap((set) => [...(set as Set<string>)])));
  }
  return either;
}

const tighter = (a: number | undefined, b: number | undefined, pick: (...n: number[]) => number) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);

function intersectLimits(a: Limits, b: Limits): Limits {
  return {
    minLength: tighter(a.minLength, b.minLength, Math.max),
    maxLength: tighter(a.maxLength, b.maxLength, Math.min),
    minimum: tighter(a.minimum, b.minimum, Math.max),
    maximum: tighter(a.maximum, b.maximum, Math.min),
    exclusiveMinimum: tighter(a.exclusiveMinimum, b.exclusiveMinimum, Math.max),
    exclusiveMaximum: tighter(a.exclusiveMaximum, b.exclusiveMaximum, Math.min),
    minItems: tighter(a.minItems, b.minItems, Math.max),
    maxItems: tighter(a.maxItems, b.maxItems, Math.min),
    patterns: [...new Set([...a.patterns, ...b.patterns])],
    format: a.format ?? b.format,
  };
}

/** Both at once (`allOf`): every rule of either holds. */
function intersect(a: Shape, b: Shape): Shape {
  if (a.variants ?? b.variants) {
    // Each alternative of one side is read together with the other side's common part.
    const [split, common] = a.variants ? [a, b] : [b, a];
    const variants = (split.variants ?? []).map((variant) => intersect(variant, common));
    return { ...intersect({ ...split, variants: undefined }, common), variants };
  }
  const properties = new Map(a.properties);
  for (const [key, theirs] of b.properties) {
    const ours = properties.get(key);
    properties.set(
      key,
      ours
        ? {
            shape: intersect(ours.shape, theirs.shape),
            required: ours.required || theirs.required,
            readOnly: ours.readOnly || theirs.readOnly,
            writeOnly: ours.writeOnly || theirs.writeOnly,
          }
        : theirs,
    );
  }
  const both = (x?: Shape, y?: Shape) => (x && y ? intersect(x, y) : (x ?? y));
  return {
    name: a.name ?? b.name,
    values: intersectValues(a.values, b.values),
    properties,
    additional: both(a.additional, b.additional),
    items: both(a.items, b.items),
    discriminator: a.discriminator ?? b.discriminator,
    limits: intersectLimits(a.limits, b.limits),
  };
}

/** A shape that holds an object or a list, as opposed to a scalar or `null`. */
const isStructured = (shape: Shape) =>
  shape.properties.size > 0 ||
  shape.variants !== undefined ||
  shape.items !== undefined ||
  shape.additional !== undefined ||
  shape.values?.has('object') === true ||
  shape.values?.has('array') === true;

/**
 * One of them (`oneOf`, `anyOf`): the scalars merge into one set of values (`null` beside a
 * `$ref` is the contract's way to say nullable); two or more objects stay alternatives.
 */
function union(alternatives: Shape[]): Shape {
  const structured = alternatives.flatMap((shape) => (isStructured(shape) ? (shape.variants ?? [shape]) : []));
  const values = unionValues(alternatives.map((shape) => shape.values));
  const bounded = alternatives.filter((shape) => !(shape.values?.size === 1 && shape.values.has('null')));
  const limits = bounded.length === 1 && bounded[0] ? bounded[0].limits : anything().limits;
  if (structured.length === 1 && structured[0]) return { ...structured[0], values, limits };
  return { ...anything(), values, limits, variants: structured.length > 1 ? structured : undefined };
}

/** A contract, read: its `$ref`s followed, its schemas turned into shapes once each. */
class Contract {
  private readonly shapes = new Map<string, Shape>();
  private readonly reading = new Set<string>();

  constructor(readonly document: Node) {}

  /** The node a `$ref` chain ends at (parameters, request bodies, responses, headers). */
  follow(value: unknown): Node {
    let node = nodeOf(value);
    for (let hops = 0; typeof node.$ref === 'string' && hops < 32; hops++) node = this.pointer(node.$ref);
    return node;
  }

  private pointer(ref: string): Node {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are followed, not ${ref}`);
    let node: unknown = this.document;
    for (const part of ref.slice(2).split('/')) {
      node = nodeOf(node)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    if (!isNode(node)) throw new Error(`$ref ${ref} names nothing`);
    return node;
  }

  shape(schema: unknown): Shape {
    const node = nodeOf(schema);
    const { $ref: ref, ...siblings } = node;
    if (typeof ref !== 'string') return this.read(node);
    const known = this.shapes.get(ref);
    if (known) return known;
    // A schema that contains itself is compared down to where it repeats.
    if (this.reading.has(ref)) return { ...anything(), name: ref.split('/').pop() };
    this.reading.add(ref);
    const target = this.shape(this.pointer(ref));
    this.reading.delete(ref);
    const name = ref.startsWith('#/components/schemas/') ? ref.split('/').pop() : undefined;
    const shape = { ...intersect(target, this.read(siblings)), name: name ?? target.name };
    this.shapes.set(ref, shape);
    return shape;
  }

  private read(node: Node): Shape {
    let shape = this.ownKeywords(node);
    for (const part of listOf(node.allOf)) shape = intersect(shape, this.shape(part));
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const alternatives = listOf(node[keyword]);
      if (alternatives.length > 0) shape = intersect(shape, union(alternatives.map((part) => this.shape(part))));
    }
    const discriminator = nodeOf(node.discriminator).propertyName;
    return typeof discriminator === 'string' ? { ...shape, discriminator } : shape;
  }

  private ownKeywords(node: Node): Shape {
    const declared = declaredTypes(node.type);
    const listed = 'const' in node ? [node.const] : Array.isArray(node.enum) ? (node.enum as unknown[]) : undefined;
    let values: Values | undefined;
    if (listed) {
      values = new Map();
      for (const value of listed) {
        const type = typeOf(value);
        if (declared && !declared.includes(type)) continue; // a value its own type refuses is never valid
        const set = values.get(type);
        if (set instanceof Set) set.add(JSON.stringify(value));
        else values.set(type, new Set([JSON.stringify(value)]));
      }
    } else if (declared) values = new Map(declared.map((type) => [type, 'any']));
    else if (isNode(node.properties) || Array.isArray(node.required)) values = new Map([['object', 'any']]);
    else if (node.items !== undefined) values = new Map([['array', 'any']]);

    const required = new Set(listOf(node.required).filter((key): key is string => typeof key === 'string'));
    const properties = new Map<string, Property>();
    for (const [key, schema] of Object.entries(nodeOf(node.properties))) {
      const flag = (name: string) => nodeOf(schema)[name] === true || this.follow(schema)[name] === true;
      properties.set(key, {
        shape: this.shape(schema),
        required: required.has(key),
        readOnly: flag('readOnly'),
        writeOnly: flag('writeOnly'),
      });
    }
    // `required` may name fields another `allOf` part declares.
    for (const key of required) {
      if (!properties.has(key))
        properties.set(key, { shape: anything(), required: true, readOnly: false, writeOnly: false });
    }
    const number = (key: string) => (typeof node[key] === 'number' ? node[key] : undefined);
    return {
      values,
      properties,
      additional: isNode(node.additionalProperties) ? this.shape(node.additionalProperties) : undefined,
      items: node.items === undefined ? undefined : this.shape(node.items),
      limits: {
        minLength: number('minLength'),
        maxLength: number('maxLength'),
        minimum: number('minimum'),
        maximum: number('maximum'),
        exclusiveMinimum: number('exclusiveMinimum'),
        exclusiveMaximum: number('exclusiveMaximum'),
        minItems: number('minItems'),
        maxItems: number('maxItems'),
        patterns: typeof node.pattern === 'string' ? [node.pattern] : [],
        format: typeof node.format === 'string' ? node.format : undefined,
      },
    };
  }
}

type Direction = 'request' | 'response';

/** Where a comparison stands: whose side, which field, and how to name it in a sentence. */
interface Place {
  direction: Direction;
  /** The field's path from the body's root: `data.usdot`, `data[].status`, `errors.*`. */
  field: string;
  /** `the answer`, `the answer's field data.usdot`, `the parameter query.page`. */
  subject: (field: string) => string;
  /** Said after the subject: the `oneOf` alternative, the status, the media type. */
  qualifiers: string[];
  report: (message: string) => void;
}

const TYPE_WORDS: Record<JsonType, string> = {
  null: 'null',
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number with a fraction',
  string: 'a string',
  array: 'a list',
  object: 'an object',
};

/** `'active'` for a string, the JSON text of anything else. */
const valueWords = (json: string) => {
  const value: unknown = JSON.parse(json);
  return typeof value === 'string' ? `'${value}'` : json;
};

const orList = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? 'nothing') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

function valuesWords(values: Values | undefined): string {
  if (!values) return 'anything';
  // `type: number` reads as one type, not as a whole number or one with a fraction.
  const anyNumber = values.get('integer') === 'any' && values.get('number') === 'any';
  const words = [...values].flatMap(([type, allowed]) => {
    if (anyNumber && type === 'number') return [];
    if (anyNumber && type === 'integer') return ['a number'];
    return allowed === 'any' ? [TYPE_WORDS[type]] : [...allowed].map(valueWords);
  });
  return orList(words);
}

function say(place: Place, predicate: string): void {
  const qualifiers = place.qualifiers.length > 0 ? ` (${place.qualifiers.join(', ')})` : '';
  place.report(`${place.subject(place.field)}${qualifiers} ${predicate}`);
}

const deeper = (place: Place, segment: string): Place => ({
  ...place,
  field: segment.startsWith('[') || !place.field ? `${place.field}${segment}` : `${place.field}.${segment}`,
});

/** What a reader may now receive that it never did. */
function compareAnswerValues(base: Values | undefined, next: Values | undefined, place: Place): void {
  if (!base) return;
  if (!next) return say(place, `may now be anything (it was ${valuesWords(base)})`);
  const newTypes: JsonType[] = [];
  const newValues: string[] = [];
  for (const [type, allowed] of next) {
    const before = base.get(type);
    if (!before) newTypes.push(type);
    else if (allowed === 'any' && before !== 'any')
      say(
        place,
        `may now be any ${TYPE_WORDS[type].replace(/^an? /, '')}, not only ${orList([...before].map(valueWords))}`,
      );
    else if (allowed !== 'any' && before !== 'any')
      newValues.push(...[...allowed].filter((value) => !before.has(value)));
  }
  if (newTypes.length > 0)
    say(place, `may now be ${orList(newTypes.map((type) => TYPE_WORDS[type]))} (it was ${valuesWords(base)})`);
  if (newValues.length > 0)
    say(
      place,
      `may now be ${orList(newValues.map(valueWords))}, ${newValues.length === 1 ? 'a value' : 'values'} it never had`,
    );
}

/** What a caller sent that is now refused. */
function compareRequestValues(base: Values | undefined, next: Values | undefined, place: Place): void {
  if (!next) return;
  if (!base) return say(place, `now accepts only ${valuesWords(next)} (it accepted anything)`);
  const lostTypes: JsonType[] = [];
  const lostValues: string[] = [];
  for (const [type, allowed] of base) {
    const now = next.get(type);
    if (!now) lostTypes.push(type);
    else if (allowed === 'any' && now !== 'any')
      say(
        place,
        `now accepts only ${orList([...now].map(valueWords))} (it accepted any ${TYPE_WORDS[type].replace(/^an? /, '')})`,
      );
    else if (allowed !== 'any' && now !== 'any') lostValues.push(...[...allowed].filter((value) => !now.has(value)));
  }
  if (lostTypes.length > 0)
    say(
      place,
      `no longer accepts ${orList(lostTypes.map((type) => TYPE_WORDS[type]))} (it takes ${valuesWords(next)})`,
    );
  if (lostValues.length > 0) say(place, `no longer accepts ${orList(lostValues.map(valueWords))}`);
}

/** Bounds on what a caller sends that now refuse a value they accepted. */
function compareLimits(base: Limits, next: Limits, place: Place): void {
  const was = (value: number | undefined, none: string) => (value === undefined ? none : `it was ${value}`);
  const upper: [keyof Limits, string][] = [
    ['maxLength', 'now allows at most {} characters'],
    ['maximum', 'now allows at most {}'],
    ['exclusiveMaximum', 'now needs less than {}'],
    ['maxItems', 'now allows at most {} items'],
  ];
  const lower: [keyof Limits, string][] = [
    ['minLength', 'now needs at least {} characters'],
    ['minimum', 'now needs at least {}'],
    ['exclusiveMinimum', 'now needs more than {}'],
    ['minItems', 'now needs at least {} items'],
  ];
  for (const [key, sentence] of upper) {
    const [before, now] = [base[key] as number | undefined, next[key] as number | undefined];
    if (now !== undefined && (before === undefined || now < before))
      say(place, `${sentence.replace('{}', String(now))} (${was(before, 'it had no maximum')})`);
  }
  for (const [key, sentence] of lower) {
    const [before, now] = [base[key] as number | undefined, next[key] as number | undefined];
    if (now !== undefined && (before === undefined || now > before))
      say(place, `${sentence.replace('{}', String(now))} (${was(before, 'it had no minimum')})`);
  }
  for (const pattern of next.patterns.filter((pattern) => !base.patterns.includes(pattern)))
    say(place, `must now match ${pattern}`);
  if (next.format !== undefined && next.format !== base.format)
    say(
      place,
      `must now be ${next.format} (${base.format === undefined ? 'it had no format' : `it was ${base.format}`})`,
    );
}

const visible = (shape: Shape, direction: Direction) =>
  new Map(
    [...shape.properties].filter(([, property]) =>
      direction === 'request' ? !property.readOnly : !property.writeOnly,
    ),
  );

const mayBe = (shape: Shape, type: JsonType) => !shape.values || shape.values.has(type);

function compareProperties(base: Shape, next: Shape, place: Place): void {
  const before = visible(base, place.direction);
  const now = visible(next, place.direction);
  for (const [key, was] of before) {
    const field = deeper(place, key);
    const is = now.get(key);
    if (!is) {
      const hidden = next.properties.get(key);
      if (place.direction === 'request' && hidden?.readOnly) say(field, 'can no longer be sent (it is now read-only)');
      else if (place.direction === 'response' && hidden?.writeOnly)
        say(field, 'is no longer sent (it is now write-only)');
      else say(field, 'was removed');
      continue;
    }
    if (place.direction === 'response' && was.required && !is.required)
      say(field, 'may now be missing (it was always there)');
    if (place.direction === 'request' && !was.required && is.required) say(field, 'is now required');
    compareShapes(was.shape, is.shape, field);
  }
  if (place.direction === 'request') {
    for (const [key, is] of now) if (is.required && !before.has(key)) say(deeper(place, key), 'is new and required');
  }
}

/** The key a `oneOf` alternative is matched by: its discriminator's value, else its component's name. */
function variantKey(shape: Shape, index: number, discriminator: string | undefined): { key: string; label: string } {
  const tag = discriminator ? shape.properties.get(discriminator)?.shape.values?.get('string') : undefined;
  if (discriminator && tag instanceof Set && tag.size === 1) {
    const value = valueWords([...tag][0] ?? '""');
    return { key: `${discriminator}=${value}`, label: shape.name ?? `the one whose ${discriminator} is ${value}` };
  }
  return shape.name ? { key: shape.name, label: shape.name } : { key: `#${index}`, label: `alternative ${index + 1}` };
}

function compareVariants(base: Shape, next: Shape, place: Place): void {
  const discriminator = next.discriminator ?? base.discriminator;
  const keyed = (shape: Shape) =>
    new Map(
      (shape.variants ?? [{ ...shape, variants: undefined }]).map((variant, index) => {
        const { key, label } = variantKey(variant, index, discriminator);
        return [key, { variant, label }] as const;
      }),
    );
  const before = keyed(base);
  const now = keyed(next);
  for (const [key, { variant, label }] of before) {
    const match = now.get(key);
    if (match) compareShapes(variant, match.variant, { ...place, qualifiers: [...place.qualifiers, `in ${label}`] });
    else if (place.direction === 'request') say(place, `can no longer be ${label}`);
  }
  if (place.direction === 'response') {
    for (const [key, { label }] of now) if (!before.has(key)) say(place, `may now be ${label}, which it never was`);
  }
}

function compareShapes(base: Shape, next: Shape, place: Place): void {
  if (place.direction === 'response') compareAnswerValues(base.values, next.values, place);
  else {
    compareRequestValues(base.values, next.values, place);
    compareLimits(base.limits, next.limits, place);
  }
  if (base.variants ?? next.variants) return compareVariants(base, next, place);
  if (mayBe(base, 'object') && mayBe(next, 'object')) {
    compareProperties(base, next, place);
    if (base.additional && next.additional) compareShapes(base.additional, next.additional, deeper(place, '*'));
  }
  if (mayBe(base, 'array') && mayBe(next, 'array') && base.items && next.items)
    compareShapes(base.items, next.items, deeper(place, '[]'));
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Parameter {
  label: string;
  required: boolean;
  schema: unknown;
}

/** An operation's parameters, its path's included, by where they go and their name. */
function parametersOf(contract: Contract, pathItem: Node, operation: Node): Map<string, Parameter> {
  const parameters = new Map<string, Parameter>();
  for (const raw of [...listOf(pathItem.parameters), ...listOf(operation.parameters)]) {
    const parameter = contract.follow(raw);
    const where = String(parameter.in);
    const name = String(parameter.name);
    const media = Object.values(nodeOf(parameter.content)).map(nodeOf)[0];
    // Header names are not case-sensitive; the operation's own parameter replaces its path's.
    parameters.set(`${where}:${where === 'header' ? name.toLowerCase() : name}`, {
      label: `${where}.${name}`,
      required: parameter.required === true,
      schema: parameter.schema ?? media?.schema,
    });
  }
  return parameters;
}

function compareOperation(
  base: { contract: Contract; pathItem: Node; operation: Node },
  next: { contract: Contract; pathItem: Node; operation: Node },
  report: (message: string) => void,
): void {
  const request = (subject: Place['subject'], qualifiers: string[] = []): Place => ({
    direction: 'request',
    field: '',
    subject,
    qualifiers,
    report,
  });

  const before = parametersOf(base.contract, base.pathItem, base.operation);
  const now = parametersOf(next.contract, next.pathItem, next.operation);
  for (const [key, was] of before) {
    const is = now.get(key);
    if (!is) {
      report(`the parameter ${was.label} was removed`);
      continue;
    }
    if (!was.required && is.required) report(`the parameter ${is.label} is now required`);
    const subject = (field: string) => (field ? `the parameter ${was.label}'s ${field}` : `the parameter ${was.label}`);
    compareShapes(base.contract.shape(was.schema), next.contract.shape(is.schema), request(subject));
  }
  for (const [key, is] of now)
    if (is.required && !before.has(key)) report(`the parameter ${is.label} is new and required`);

  const bodyBefore =
    base.operation.requestBody === undefined ? undefined : base.contract.follow(base.operation.requestBody);
  const bodyNow =
    next.operation.requestBody === undefined ? undefined : next.contract.follow(next.operation.requestBody);
  if (!bodyBefore) {
    if (bodyNow?.required === true) report('a request body is now required');
  } else if (!bodyNow) report('the request body was removed');
  else {
    if (bodyBefore.required !== true && bodyNow.required === true) report('the request body is now required');
    const mediaBefore = Object.entries(nodeOf(bodyBefore.content));
    const mediaNow = nodeOf(bodyNow.content);
    for (const [type, media] of mediaBefore) {
      if (!isNode(mediaNow[type])) {
        report(`the request body can no longer be sent as ${type}`);
        continue;
      }
      const subject = (field: string) => (field ? `the request's field ${field}` : 'the request body');
      compareShapes(
        base.contract.shape(nodeOf(media).schema),
        next.contract.shape(nodeOf(mediaNow[type]).schema),
        request(subject, mediaBefore.length > 1 ? [type] : []),
      );
    }
  }

  const successes = (operation: Node) =>
    Object.entries(nodeOf(operation.responses)).filter(([status]) => /^2(\d\d|XX)$/i.test(status));
  const answersBefore = successes(base.operation);
  const answersNow = new Map(successes(next.operation));
  for (const [status, raw] of answersBefore) {
    const answerNow = answersNow.get(status);
    if (answerNow === undefined) continue; // answering fewer ways is no surprise for a reader
    const was = base.contract.follow(raw);
    const is = next.contract.follow(answerNow);
    for (const header of Object.keys(nodeOf(was.headers))) {
      const present = Object.keys(nodeOf(is.headers)).some((name) => name.toLowerCase() === header.toLowerCase());
      if (!present) report(`the answer ${status} no longer sends the header ${header}`);
    }
    const mediaBefore = Object.entries(nodeOf(was.content));
    const mediaNow = nodeOf(is.content);
    for (const [type, media] of mediaBefore) {
      if (!isNode(mediaNow[type])) {
        report(`the answer ${status} no longer comes as ${type}`);
        continue;
      }
      const qualifiers = [...(answersBefore.length > 1 ? [status] : []), ...(mediaBefore.length > 1 ? [type] : [])];
      compareShapes(base.contract.shape(nodeOf(media).schema), next.contract.shape(nodeOf(mediaNow[type]).schema), {
        direction: 'response',
        field: '',
        subject: (field) => (field ? `the answer's field ${field}` : 'the answer'),
        qualifiers,
        report,
      });
    }
  }
  const known = new Set(answersBefore.map(([status]) => status));
  for (const status of answersNow.keys())
    if (!known.has(status)) report(`may now answer ${status}, which it never did`);
}

/**
 * Every change from `released` to `current` that could break a caller of the released contract,
 * one sentence each, in the released contract's order: `GET /companies/{id}: the answer's field
 * data.usdot was removed`.
 */
export function findBreaks(released: unknown, current: unknown): string[] {
  const base = new Contract(nodeOf(released));
  const next = new Contract(nodeOf(current));
  const breaks = new Set<string>();
  const pathsNow = nodeOf(next.document.paths);
  for (const [path, rawItem] of Object.entries(nodeOf(base.document.paths))) {
    const pathItem = base.follow(rawItem);
    const pathItemNow = next.follow(pathsNow[path]);
    for (const method of METHODS) {
      if (!isNode(pathItem[method])) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const report = (message: string) => breaks.add(`${name}: ${message}`);
      const operationNow = pathItemNow[method];
      if (!isNode(operationNow)) {
        report('the operation was removed');
        continue;
      }
      compareOperation(
        { contract: base, pathItem, operation: pathItem[method] },
        { contract: next, pathItem: pathItemNow, operation: operationNow },
        report,
      );
    }
  }
  return [...breaks];
}

/** semver's three numbers; a pre-release or build suffix is not compared. */
function versionParts(version: string): [number, number, number] {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  if (!match) throw new Error(`"${version}" is not a semver version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The digits a breaking release raises: the major one, and before 1.0 the minor one (semver leaves
 * 0.x open; this project's CHANGELOG.md states the rule). `0.2.0` breaks over `0.1.3`; `0.1.4` does not.
 */
function breakingLevel(version: string): [number, number] {
  const [major, minor] = versionParts(version);
  return major === 0 ? [0, minor] : [major, 0];
}

export function isBreakingRelease(version: string, released: string): boolean {
  const [a, b] = breakingLevel(version);
  const [c, d] = breakingLevel(released);
  return a > c || (a === c && b > d);
}

/** The first breaking version after `released`: what to set when a break is meant. */
export function nextBreakingVersion(released: string): string {
  const [major, minor] = versionParts(released);
  return major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
}

/** A `## 0.2.0` heading (also `## [0.2.0]`, `## 0.2.0 (2026-…)`, `## v0.2.0`). */
export function hasChangelogEntry(changelog: string, version: string): boolean {
  const escaped = version.replace(/[.+]/g, (char) => `\\${char}`);
  return new RegExp(`^##\\s+\\[?v?${escaped}\\]?(?=\\s|$)`, 'm').test(changelog);
}

export interface ContractState {
  /** The contract as openapi.yaml holds it, and the SDK's version and CHANGELOG.md now. */
  current: unknown;
  version: string;
  changelog: string;
  /** The contract the SDK was last released with, and that release's version. */
  released: unknown;
  releasedVersion: string;
}

export interface ContractVerdict {
  breaks: string[];
  passes: boolean;
  /** What to tell the person who runs the check, after the breaks. */
  summary: string[];
}

export function judgeContract(state: ContractState): ContractVerdict {
  const breaks = findBreaks(state.released, state.current);
  const sdk = '@permit-office/sdk';
  if (breaks.length === 0) {
    return {
      breaks,
      passes: true,
      summary: [`openapi.yaml keeps every promise of the contract released with ${sdk} ${state.releasedVersion}.`],
    };
  }
  const count = `${breaks.length} ${breaks.length === 1 ? 'change breaks' : 'changes break'}`;
  const bumped = isBreakingRelease(state.version, state.releasedVersion);
  const noted = hasChangelogEntry(state.changelog, state.version);
  if (bumped && noted) {
    return {
      breaks,
      passes: true,
      summary: [
        `${count} what ${sdk} ${state.releasedVersion} promised; allowed: ${state.version} is a breaking release and packages/sdk/CHANGELOG.md has its entry.`,
      ],
    };
  }
  const wanted = bumped ? state.version : nextBreakingVersion(state.releasedVersion);
  return {
    breaks,
    passes: false,
    summary: [
      `${count} what ${sdk} ${state.releasedVersion} promised (packages/sdk/contract/released.yaml).`,
      bumped
        ? `${state.version} is a breaking release, but packages/sdk/CHANGELOG.md has no "## ${state.version}" entry: say there what breaks for the SDK's users.`
        : `Keep the contract compatible, or make this a breaking release: set packages/sdk/package.json's version to ${wanted} (before 1.0 the minor digit is the breaking one) and add a "## ${wanted}" entry to packages/sdk/CHANGELOG.md saying what breaks.`,
    ],
  };
}

export const FILES = {
  contract: 'openapi.yaml',
  released: 'packages/sdk/contract/released.yaml',
  manifest: 'packages/sdk/package.json',
  changelog: 'packages/sdk/CHANGELOG.md',
} as const;

const RELEASED_VERSION = /^# sdk-version: (\S+)$/m;

/** released.yaml: openapi.yaml as it was released, under a header that names the release. */
export function releasedFile(contractText: string, version: string): string {
  return [
    '# The contract @permit-office/sdk was last released with: openapi.yaml as it was then. Written by',
    '# `pnpm release:contract`, never by hand; `pnpm check:contract` compares openapi.yaml with it.',
    `# sdk-version: ${version}`,
    contractText,
  ].join('\n');
}

function readState(root: string): ContractState & { contractText: string; releasedText: string } {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const contractText = read(FILES.contract);
  let releasedText: string;
  try {
    releasedText = read(FILES.released);
  } catch {
    throw new Error(`${FILES.released} is missing: record the contract as released with \`pnpm release:contract\`.`);
  }
  const releasedVersion = RELEASED_VERSION.exec(releasedText)?.[1];
  if (!releasedVersion) throw new Error(`${FILES.released} does not say its version ("# sdk-version: x.y.z").`);
  const { version } = JSON.parse(read(FILES.manifest)) as { version: string };
  let changelog = '';
  try {
    changelog = read(FILES.changelog);
  } catch {
    // No CHANGELOG.md: no entry, which only matters to a break.
  }
  return {
    contractText,
    releasedText,
    current: parse(contractText) as unknown,
    released: parse(releasedText) as unknown,
    version,
    releasedVersion,
    changelog,
  };
}

/** The command: prints the breaks and the verdict; returns the exit code. */
export function run(argv: readonly string[], root: string): number {
  const state = readState(root);
  const verdict = judgeContract(state);
  for (const line of verdict.breaks) console.log(line);
  if (verdict.breaks.length > 0) console.log('');
  if (verdict.passes) console.log(verdict.summary.join('\n'));
  else console.error(verdict.summary.join('\n'));
  if (!verdict.passes) return 1;
  if (!argv.includes('--release')) return 0;

  const [newer, older] = [versionParts(state.version), versionParts(state.releasedVersion)];
  const order = newer.findIndex((part, index) => part !== older[index]);
  const same = order < 0;
  if (!same && (newer[order] ?? 0) < (older[order] ?? 0)) {
    console.error(`The SDK's version ${state.version} is lower than the released ${state.releasedVersion}.`);
    return 1;
  }
  const unchanged = JSON.stringify(state.current) === JSON.stringify(state.released);
  if (same && !unchanged) {
    console.error(
      `${state.version} was released with another contract: raise packages/sdk/package.json's version to release this one.`,
    );
    return 1;
  }
  if (!hasChangelogEntry(state.changelog, state.version)) {
    console.error(`packages/sdk/CHANGELOG.md has no "## ${state.version}" entry: name the release there first.`);
    return 1;
  }
  writeFileSync(join(root, FILES.released), releasedFile(state.contractText, state.version));
  console.log(`${FILES.released} now holds openapi.yaml as released with @permit-office/sdk ${state.version}.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  // `--root <folder>`: another repository's layout (the tests' copies); this one by default.
  const rootAt = args.indexOf('--root');
  const root = (rootAt >= 0 ? args[rootAt + 1] : undefined) ?? fileURLToPath(new URL('..', import.meta.url));
  try {
    process.exitCode = run(args, root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
