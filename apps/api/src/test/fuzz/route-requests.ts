import fc from 'fast-check';
import type { App } from '../../app.ts';
import type { DeclaredRoute } from '../../plugins/access.ts';
import { hostileText, rawQueryNoise } from './hostile-values.ts';
import { bodyArbitrary, type JsonSchema, textArbitrary } from './schema-arbitrary.ts';

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type GeneratedRequest = { url: string; body?: unknown };

/**
 * Text as a browser would put it in a URL. A lone surrogate has no UTF-8 form, so it is sent as the three bytes
 * that naive encoders produce for it (what an attacker's client can send anyway).
 */
export function encodeUrlText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function parameterValue(parameter: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: textArbitrary(parameter.schema ?? {}, parameter.name) },
    { weight: 2, arbitrary: hostileText },
  );
}

/**
 * Requests for one route, read from the OpenAPI description its zod contracts produce, so a new route is
 * covered as soon as it is registered: generated path values, query strings and JSON bodies.
 */
export function requestArbitrary(app: App, route: DeclaredRoute): fc.Arbitrary<GeneratedRequest> {
  const document = app.swagger() as unknown as OpenApiDocument;
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[route.method.toLowerCase()] ?? {};
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');

  const pathValues = fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, parameterValue(p)])));
  const queryParts = fc.tuple(
    ...queryParameters.map((p) =>
      fc.oneof(
        { weight: p.required ? 1 : 3, arbitrary: fc.constant(null) },
        { weight: 6, arbitrary: parameterValue(p).map((v) => `${p.name}=${encodeUrlText(v)}`) },
      ),
    ),
    fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, rawQueryNoise),
  );
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const body =
    route.method === 'GET' || route.method === 'HEAD' ? fc.constant(undefined) : bodyArbitrary(schema);

  return fc.tuple(pathValues, queryParts, body).map(([values, parts, generatedBody]) => {
    const filled = route.url.replace(/:(\w+)/g, (_, name: string) => encodeUrlText(values[name] ?? ''));
    const query = parts.filter((part): part is string => part !== null).join('&');
    return { url: query ? `${filled}?${query}` : filled, body: generatedBody };
  });
}
