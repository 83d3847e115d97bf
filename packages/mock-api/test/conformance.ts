/**
 * Checks answers against the contract with Ajv, an implementation independent of the mock's own
 * validator: the status must be one the operation declares, the Content-Type one it declares for
 * that status (media-types.ts), and a JSON body must match its schema.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import contract from '../src/contract.gen.json' with { type: 'json' };
import { essenceOf, mediaTypeProblem } from '../src/media-types.js';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsPlugin as unknown as { default?: unknown }).default ?? addFormatsPlugin) as (
  ajv: Ajv2020,
) => void;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'contract');

type Json = Record<string, unknown>;
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function at(pointer: string): Json {
  let node: unknown = contract;
  for (const key of pointer.replace(/^#\//, '').split('/')) {
    node = (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node as Json;
}

/** Problems with an answer, as sentences; empty when it conforms. */
export async function conformanceProblems(path: string, method: string, response: Response): Promise<string[]> {
  const responses = at(`#/paths/${escape(path)}/${method}/responses`);
  const status = String(response.status);
  if (!(status in responses))
    return [`${method.toUpperCase()} ${path} answered ${status}, which the contract does not declare`];
  let pointer = `#/paths/${escape(path)}/${method}/responses/${status}`;
  let declared = at(pointer);
  if (typeof declared.$ref === 'string') {
    pointer = declared.$ref;
    declared = at(pointer);
  }
  const content = declared.content as Json | undefined;
  const contentType = response.headers.get('Content-Type');
  const mediaType = mediaTypeProblem({ method, path, status: response.status, contentType });
  if (mediaType) return [mediaType];
  // A stream that stays open (`GET /events`) has no end to wait for: its first message is checked.
  if (essenceOf(contentType ?? '') === 'text/event-stream') {
    return firstEventProblems(`${pointer}/content/text~1event-stream/schema`, response);
  }
  const body = await response.clone().arrayBuffer();
  if (!content) return body.byteLength === 0 ? [] : [`${status} should have no body`];
  // Another media type the contract declares (a file's bytes): nothing more to compare.
  if (essenceOf(contentType ?? '') !== 'application/json') return [];
  const validateBody = ajv.getSchema(`contract${pointer}/content/application~1json/schema`);
  if (!validateBody) return [`no schema at ${pointer}`];
  const json: unknown = JSON.parse(new TextDecoder().decode(body));
  if (validateBody(json)) return [];
  return (validateBody.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`);
}

/** Problems with a value against the contract's schema at `pointer`, as sentences. */
export function schemaProblems(pointer: string, value: unknown): string[] {
  const validateValue = ajv.getSchema(`contract${pointer}`);
  if (!validateValue) return [`no schema at ${pointer}`];
  if (validateValue(value)) return [];
  return (validateValue.errors ?? []).map((error) => `${error.instancePath || '(value)'} ${error.message ?? ''}`);
}

/**
 * The first message of a Server-Sent Events answer against its schema, its `event` the `type` of its
 * data; the body is read (not a copy: a copy of an endless stream is never done) and then cancelled.
 */
async function firstEventProblems(pointer: string, response: Response): Promise<string[]> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return ['an event stream without a body'];
  let text = '';
  try {
    while (!text.includes('\n\n')) {
      const { done, value } = await reader.read();
      if (done) return ['the event stream ended before its first message'];
      text += value;
    }
  } finally {
    await reader.cancel();
  }
  const fields = new Map(
    (text.split('\n\n')[0] ?? '')
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const data: unknown = JSON.parse(fields.get('data') ?? 'null');
  const type = (data as { type?: unknown } | null)?.type;
  const problems = schemaProblems(pointer, data);
  return fields.get('event') === type
    ? problems
    : [...problems, `event ${fields.get('event')} carries a ${String(type)}`];
}
