/**
 * The contract's schemas as the MCP SDK takes a tool's output schema (zod), read from the contract
 * the mock API checks its answers with: a tool that answers what the API answered declares that
 * answer's schema, and the MCP SDK checks the answer against it before it leaves.
 */
import contract from '@permit-office/mock-api/contract.json' with { type: 'json' };
import { z } from 'zod';

type SchemaName = keyof typeof contract.components.schemas;

/** The contract's schemas with their references as JSON Schema's own (`#/$defs/…`), which zod reads. */
const definitions = JSON.parse(
  JSON.stringify(contract.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
) as Record<string, unknown>;

const made = new Map<SchemaName, z.ZodType>();

/** The contract's schema `name`, as zod. */
export function contractSchema(name: SchemaName): z.ZodType {
  let schema = made.get(name);
  if (!schema) {
    schema = z.fromJSONSchema({ $ref: `#/$defs/${name}`, $defs: definitions } as Parameters<
      typeof z.fromJSONSchema
    >[0]);
    made.set(name, schema);
  }
  return schema;
}

/**
 * One of the contract's enums as a tool's input takes it (`PermitStatus`), its values read from the
 * contract: a value added there is offered here, and `Values` is its type in the SDK's schema.
 */
export function contractEnum<Values extends string>(name: SchemaName): z.ZodEnum<{ [Value in Values]: Value }> {
  const values = (contract.components.schemas[name] as { enum?: string[] }).enum;
  if (!values?.length) throw new TypeError(`The contract's ${name} is no enum`);
  return z.enum(values as [Values, ...Values[]]);
}
