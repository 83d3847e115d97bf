/**
 * The media type of an answer against the contract: for the operation a method and path name and
 * the status it answered, the Content-Type must be one the contract declares for that status, and
 * an answer the contract gives no content has no Content-Type. Read straight from the contract, not
 * from the mock's own route table, so that a mock and a contract that drift apart are caught.
 *
 * Shared by the API tests (test/support.ts checks every answer the mock gives in them) and the
 * browser tests (packages/admin/e2e/media-types.ts checks every answer of the mock servers they
 * start), from the server entry.
 * A status the operation does not declare has no media type to compare with: the API tests'
 * `conformanceProblems` refuses those, and the browser tests inject them on purpose (faults).
 */
import contract from './contract.gen.json' with { type: 'json' };

type Json = Record<string, unknown>;

export interface Answer {
  method: string;
  /** The path under the API's base address, e.g. `/files/12`; a query is ignored. */
  path: string;
  status: number;
  /** The answer's Content-Type header; null when it has none. */
  contentType: string | null;
}

interface Operation {
  method: string;
  template: string;
  segments: string[];
  responses: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const operations: Operation[] = Object.entries(contract.paths as unknown as Record<string, Json>).flatMap(
  ([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      template,
      segments: template.split('/'),
      responses: (item[method] as Json).responses as Json,
    })),
);

const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** The operation of a concrete path: `{id}` matches any one segment; literal segments win (`/x/mine` over `/x/{id}`). */
function operationOf(method: string, path: string): Operation | undefined {
  const segments = path.split('/');
  const candidates = operations.filter(
    (operation) =>
      operation.method === method.toLowerCase() &&
      operation.segments.length === segments.length &&
      operation.segments.every((segment, index) => isParameter(segment) || segment === segments[index]),
  );
  const literals = (operation: Operation) => operation.segments.filter((segment) => !isParameter(segment)).length;
  return candidates.sort((a, b) => literals(b) - literals(a))[0];
}

function resolved(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let target: unknown = contract;
  for (const key of ref.replace(/^#\//, '').split('/')) target = (target as Json)[key];
  return target as Json;
}

/** `application/json; charset=utf-8` → `application/json`. */
export const essenceOf = (mediaType: string): string => (mediaType.split(';')[0] ?? '').trim().toLowerCase();

/** Whether a declared media type (`image/png`, `image/*`, `*\/*`) admits an answer's. */
function admits(declared: string, actual: string): boolean {
  const [type, subtype] = essenceOf(declared).split('/');
  const [actualType] = actual.split('/');
  if (type === '*') return true;
  if (subtype === '*') return type === actualType;
  return essenceOf(declared) === actual;
}

/**
 * What is wrong with an answer's media type, as a sentence; undefined when the contract declares it,
 * and when the contract has nothing to say (no such operation, such as the mock's test controls or
 * a CORS preflight; or a status the operation does not declare).
 */
export function mediaTypeProblem(answer: Answer): string | undefined {
  const path = answer.path.split('?')[0] ?? '';
  const operation = operationOf(answer.method, path);
  if (!operation || answer.status === 0) return undefined;
  const status = String(answer.status);
  const declared =
    operation.responses[status] ?? operation.responses[`${status[0] ?? ''}XX`] ?? operation.responses.default;
  if (declared === undefined) return undefined;
  const content = resolved(declared as Json).content as Json | undefined;
  const mediaTypes = Object.keys(content ?? {});
  const name = `${answer.method.toUpperCase()} ${operation.template} (${path}) answered ${status}`;
  if (answer.contentType === null || answer.contentType.trim() === '') {
    return mediaTypes.length === 0
      ? undefined
      : `${name} without a Content-Type; the contract declares ${mediaTypes.join(', ')}`;
  }
  const actual = essenceOf(answer.contentType);
  if (mediaTypes.length === 0) return `${name} as ${actual}; the contract declares no content`;
  if (mediaTypes.some((mediaType) => admits(mediaType, actual))) return undefined;
  return `${name} as ${actual}; the contract declares ${mediaTypes.join(', ')}`;
}

/**
 * The path under the API's base address of a request's URL (`http://x/api/files/12?…` under
 * `http://x/api` → `/files/12`); undefined when the URL is not under it.
 */
export function pathUnder(requestUrl: string, apiBase: string): string | undefined {
  const url = new URL(requestUrl);
  const base = new URL(apiBase, url);
  const prefix = base.pathname.replace(/\/+$/, '');
  if (url.origin !== base.origin) return undefined;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
  return url.pathname.slice(prefix.length) || '/';
}

/** The media-type problem of one answer the mock gave for `request`, with the API at `apiBase`. */
export function answerProblem(request: Request, response: Response, apiBase: string): string | undefined {
  const path = pathUnder(request.url, apiBase);
  if (path === undefined) return undefined;
  return mediaTypeProblem({
    method: request.method,
    path,
    status: response.status,
    contentType: response.headers.get('Content-Type'),
  });
}
