import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type RouteSchema = Parameters<typeof validatingSerializerCompiler>[0];

/**
 * How responses are written (decision 028). Compiled (production, demo): each schema becomes JSON Schema once,
 * and Fastify's own fast-json-stringify writes exactly the declared properties, so a field the contract does
 * not name (a password hash on a user row) is never sent, without checking every value of every response.
 * Validating (development, tests): every response is checked against its zod schema, so a handler that drifts
 * from its contract fails its tests, and it is written by the compiled serializer as well and compared, so a
 * schema that production would write differently fails the tests too. A schema JSON Schema cannot express keeps
 * the validating serializer in production.
 */
export function setResponseSerializer(app: FastifyInstance, validate: boolean): void {
  app.setSerializerCompiler<RouteSchema['schema']>((routeSchema) =>
    // Compiled on a route's first answer, not at start: turning ~300 schemas into JSON Schema and serializers
    // was a fifth of a start's CPU (issue 26), and most instances never answer most routes in their first seconds.
    onFirstUse(() => serializerFor(app, routeSchema, validate)),
  );
}

export function onFirstUse(compile: () => (data: unknown) => string): (data: unknown) => string {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compile();
    return serialize(data);
  };
}

function serializerFor(
  app: FastifyInstance,
  routeSchema: RouteSchema,
  validate: boolean,
): (data: unknown) => string {
  const compiled = compiledSerializerCompiler(routeSchema, (error) =>
    app.log.debug(
      { err: error, method: routeSchema.method, url: routeSchema.url, status: routeSchema.httpStatus },
      'response schema not expressible as JSON Schema: validating serializer kept',
    ),
  );
  if (!validate) return compiled;
  const validating = validatingSerializerCompiler(routeSchema);
  return (data) => {
    const checked = validating(data);
    const written = compiled(data);
    if (written !== checked && !isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
      throw new Error(
        `${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus}: production would write ` +
          `${written.slice(0, 300)}, not ${checked.slice(0, 300)}`,
      );
    }
    return checked;
  };
}

export function compiledSerializerCompiler(
  routeSchema: RouteSchema,
  onFallback: (error: unknown) => void = () => {},
): (data: unknown) => string {
  const schema = routeSchema.schema;
  if (!(schema instanceof z.ZodType)) {
    onFallback(new Error('not a zod schema'));
    return validatingSerializerCompiler(routeSchema);
  }
  try {
    // 'input': serializing encodes, which turns a value of the output type back into the input's shape.
    const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    const stringify = fastJson(nullableAsTypeList(jsonSchema) as Parameters<typeof fastJson>[0]);
    return stringify as (data: unknown) => string;
  } catch (error) {
    onFallback(error);
    return validatingSerializerCompiler(routeSchema);
  }
}

/**
 * zod writes `.nullable()` as anyOf [X, {type: null}]; fast-json-stringify picks an anyOf branch by validating
 * the value against each, so the common nullable scalar or object becomes `type: [X, 'null']`, written directly.
 */
function nullableAsTypeList(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypeList);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === 'properties' || key === 'definitions' || key === '$defs'
        ? Object.fromEntries(
            Object.entries(value as JsonSchema).map(([name, child]) => [name, nullableAsTypeList(child)]),
          )
        : typeof value === 'object'
          ? nullableAsTypeList(value)
          : value;
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = anyOf.findIndex((s) => isOnlyNull(s));
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

function isOnlyNull(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as JsonSchema).type === 'null' &&
    Object.keys(schema).length === 1
  );
}
