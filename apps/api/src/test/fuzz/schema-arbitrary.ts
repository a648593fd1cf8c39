import fc from 'fast-check';
import { hostileValue } from './hostile-values.ts';

/** The part of an OpenAPI 3.0 schema (as the routes' zod contracts describe themselves) that shapes a value. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
};

/** Put where a body needs a solved captcha; the test swaps in a fresh solution when it sends the body. */
export const solvedCaptcha = '<solved captcha>';

/**
 * What a person would type into fields of these names, so generated bodies get past the easy checks and reach
 * the code behind them (address verification, look-ups, inserts) with one hostile value somewhere else.
 */
const realistic: ReadonlyArray<readonly [RegExp, fc.Arbitrary<unknown>]> = [
  [/^recaptcha$/, fc.constant(solvedCaptcha)],
  [/^honeyPot$/, fc.constant(false)],
  [/^website$/, fc.constant('')],
  [/^(isAttested|oathAccepted\w*)$/, fc.constant(true)],
  [/email/i, fc.constantFrom('fuzz@example.com', 'Pat.Doe@health.state.gov')],
  [/phone/i, fc.constantFrom('(850) 555-0100', '850-555-0124 ext. 12', '+1 850.555.0199')],
  [/website/i, fc.constantFrom('N/A', 'https://pharmacy.example.org')],
  [/^street$/, fc.constantFrom('400 S Monroe St', '4052 Bald Cypress Way')],
  [/^secondary$/, fc.constantFrom('', 'Suite 100')],
  [/^city$/, fc.constant('Tallahassee')],
  [/^state$/, fc.constant('FL')],
  [/^zip$/, fc.constantFrom('32399', '32301-1234')],
  [/^countyName$/, fc.constant('Leon')],
  [/^(countyId|county|operationCounty)$/, fc.constant(36)],
  [/^formattedAddress$/, fc.constant('400 S Monroe St, Tallahassee FL 32399')],
  // Few names, so failed sign-ins soon hit the account throttle instead of each costing a password hash.
  [/^userName$/, fc.constantFrom('admin', 'fuzz-user')],
  [/password$/i, fc.constantFrom('Correct-Horse-Battery-9', 'x')],
  [/^fein$/, fc.constantFrom('12-3456789', '')],
  [/guid/i, fc.uuid()],
  [/datetime/i, fc.constant('2026-11-22T09:30:00.000Z')],
  [/date/i, fc.constant('2026-11-22')],
];

/** Words, as most text fields expect them (names, subjects, descriptions). */
const words = fc.lorem({ maxCount: 3 });

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const isoDateTime = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString());

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function merged(schemas: JsonSchema[]): JsonSchema {
  const all: JsonSchema = { properties: {}, required: [] };
  for (const schema of schemas) {
    Object.assign(all, { ...schema, properties: all.properties, required: all.required });
    Object.assign(all.properties ?? {}, schema.properties);
    all.required?.push(...(schema.required ?? []));
  }
  return all;
}

/** How many scalar fields a value of this schema has: a body gets about one hostile value among them. */
export function leafCount(schema: JsonSchema): number {
  if (schema.allOf) return leafCount(merged(schema.allOf));
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return Math.max(1, ...variants.map(leafCount));
  if (schema.properties) {
    return Object.values(schema.properties).reduce((sum, property) => sum + leafCount(property), 0) || 1;
  }
  if (schema.items) return leafCount(schema.items);
  return 1;
}

function integerRange(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -3;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  let max = schema.maximum ?? 100;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  // Ids of a small test database: low numbers find rows, and the hostile values cover the far ends.
  return { min, max: Math.max(min, Math.min(max, min + 10)) };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'date-time') return isoDateTime;
  if (schema.format === 'email')
    return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 100));
  if (schema.pattern) {
    for (const flags of ['u', '']) {
      try {
        const matching = fc.stringMatching(new RegExp(schema.pattern, flags), { size: 'xsmall' });
        // A required field's pattern often allows '' too (^\d*$), which its minimum refuses.
        return minLength === 1 ? matching.filter((value) => value.length > 0) : matching;
      } catch {
        // A pattern fast-check cannot generate from (or not under these flags): fall through.
      }
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: words.map((w) => w.padEnd(minLength, 'a').slice(0, maxLength)) },
    fc.string({ minLength, maxLength }),
  );
}

/** A value the schema would likely accept (the route's own rules may still refuse it). */
function plausible(schema: JsonSchema, name: string, weight: number, depth: number): fc.Arbitrary<unknown> {
  if (schema.allOf) return plausible(merged(schema.allOf), name, weight, depth);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => plausible(v, name, weight, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = typeOf(schema);
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object':
        return objectArbitrary(schema, weight, depth);
      case 'array': {
        const maxLength = Math.min(schema.maxItems ?? 3, 3);
        return fc.array(valueArbitrary(schema.items ?? {}, name, weight, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, maxLength),
          maxLength,
        });
      }
      case 'string':
        return stringArbitrary(schema);
      case 'integer': {
        // The lower bound often means something: 0 is "new" or "all", 1 the first row.
        const range = integerRange(schema);
        return fc.oneof(fc.constant(range.min), fc.integer(range));
      }
      case 'number':
        return fc.oneof(fc.integer(integerRange(schema)), fc.double({ min: 0, max: 1000, noNaN: true }));
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  })();
  const known = realistic.find(([pattern]) => pattern.test(name))?.[1];
  const value = known && type !== 'object' && type !== 'array' ? known : base;
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, fc.constant(null)) : value;
}

function objectArbitrary(schema: JsonSchema, weight: number, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const keys = properties.map(([key]) => key);
  const required = new Set(schema.required ?? []);
  const record = fc.record(
    Object.fromEntries(properties.map(([key, s]) => [key, valueArbitrary(s, key, weight, depth + 1)])),
    { requiredKeys: keys.filter((key) => required.has(key)) },
  );
  // Now and then a field goes missing, required or not.
  const dropped =
    keys.length > 0
      ? fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, fc.constantFrom(...keys))
      : fc.constant(null);
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.string({ maxLength: 8 }),
          valueArbitrary(schema.additionalProperties, '', weight, depth + 1),
          { maxKeys: 3 },
        )
      : fc.constant({});
  return fc.tuple(record, dropped, extra).map(([value, drop, more]) => {
    const out: Record<string, unknown> = { ...more, ...value };
    if (drop !== null) delete out[drop];
    return out;
  });
}

/** One field: usually plausible, now and then a hostile value in its place. */
function valueArbitrary(
  schema: JsonSchema,
  name: string,
  weight: number,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  const type = typeOf(schema);
  const kind = type === 'string' ? 'string' : type === 'integer' || type === 'number' ? 'number' : 'other';
  return fc.oneof(
    { weight, arbitrary: plausible(schema, name, weight, depth) },
    { weight: 1, arbitrary: hostileValue(kind, schema.maxLength) },
  );
}

/** Bodies for a route: arbitrary JSON, and bodies of the route's own fields with hostile values among them. */
export function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  if (!schema) return anyJson;
  const weight = Math.max(3, leafCount(schema));
  return fc.oneof(
    { weight: 1, arbitrary: anyJson },
    { weight: 9, arbitrary: plausible(schema, '', weight, 0) },
  );
}

/** A query-string or path value: the text of a plausible value, or hostile text. */
export function textArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  return plausible(schema, name, 1, 0).map((value) =>
    typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value),
  );
}
