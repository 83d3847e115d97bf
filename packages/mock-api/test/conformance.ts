/**
 * Checks answers against the contract with Ajv, an implementation independent of the mock's own
 * validator: the status must be one the operation declares, the Content-Type one it declares for
 * that status (media-types.ts), and a JSON body must match its schema.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import contract from '../src/contract.gen.json' with { type: 'json' };
import { essenceOf, mediaTypeProblem } from './media-types.js';

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
  const body = await response.clone().arrayBuffer();
  const contentType = response.headers.get('Content-Type');
  const mediaType = mediaTypeProblem({ method, path, status: response.status, contentType });
  if (mediaType) return [mediaType];
  if (!content) return body.byteLength === 0 ? [] : [`${status} should have no body`];
  // Another media type the contract declares (a file's bytes): nothing more to compare.
  if (essenceOf(contentType ?? '') !== 'application/json') return [];
  const validateBody = ajv.getSchema(`contract${pointer}/content/application~1json/schema`);
  if (!validateBody) return [`no schema at ${pointer}`];
  const json: unknown = JSON.parse(new TextDecoder().decode(body));
  if (validateBody(json)) return [];
  return (validateBody.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`);
}
