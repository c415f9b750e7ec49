import { getProcedureAtPath } from '@trpc/server/unstable-core-do-not-import';
import { z } from 'zod';
import { appRouter } from '@sous/api';
import { restRoutes, type RestRoute } from './routes';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }>;
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
  security: Array<Record<string, string[]>>;
  'x-procedure': string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, Record<string, string>> };
}

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    issues: {
      type: 'array',
      items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The JSON schema a client sends for a procedure: its input parsers (zod, from packages/domain) as the input side. */
async function inputSchemaOf(procedurePath: string): Promise<JsonSchema | null> {
  const procedure = await getProcedureAtPath(appRouter, procedurePath);
  if (!procedure) throw new Error(`REST table names a missing procedure: ${procedurePath}`);
  const schemas = procedure._def.inputs
    .filter((parser): parser is z.ZodType => parser instanceof z.ZodType)
    // Transforms and refinements have no JSON form: the input side is still described.
    .map((parser) => z.toJSONSchema(parser, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema);
  if (schemas.length === 0) return null;
  const [first, ...rest] = schemas.map(({ $schema: _ignored, ...schema }) => schema as JsonSchema);
  return rest.length === 0 ? first! : { allOf: [first!, ...rest] };
}

function withoutProperties(schema: JsonSchema, names: string[]): JsonSchema {
  if (!schema.properties || names.length === 0) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([name]) => !names.includes(name)));
  const required = schema.required?.filter((name) => !names.includes(name));
  return { ...schema, properties, ...(required && { required }) };
}

function summaryOf(route: RestRoute): string {
  const [area, ...rest] = route.procedure.split('.');
  const action = rest.join(' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${area!.charAt(0).toUpperCase()}${area!.slice(1)}: ${action}`;
}

async function operationOf(route: RestRoute, alternatives: string[]): Promise<OpenApiOperation> {
  const pathNames = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  const inputs = await Promise.all(alternatives.map(inputSchemaOf));
  const present = inputs.filter((schema): schema is JsonSchema => schema !== null);
  const input = present.length === 0 ? null : present.length === 1 ? present[0]! : { oneOf: present };
  const parameters: NonNullable<OpenApiOperation['parameters']> = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: input?.properties?.[name] ?? { type: 'string' },
  }));
  let requestBody: OpenApiOperation['requestBody'];
  if (input && route.method === 'GET') {
    // GET reads its input from the query string (see adapter.ts).
    for (const [name, schema] of Object.entries(input.properties ?? {})) {
      if (pathNames.includes(name)) continue;
      parameters.push({ name, in: 'query', required: input.required?.includes(name) ?? false, schema });
    }
  } else if (input) {
    const body = withoutProperties(input, pathNames);
    const hasBody = !body.properties || Object.keys(body.properties).length > 0;
    if (hasBody) requestBody = { required: (body.required?.length ?? 0) > 0, content: { 'application/json': { schema: body } } };
  }
  const status = String(route.status ?? 200);
  const responses: Record<string, unknown> = {
    [status]: { description: status === '201' ? 'Created' : 'OK', content: { 'application/json': { schema: {} } } },
    '400': errorResponse('Invalid input: `message` is the first issue, `issues` lists them all'),
    ...(route.auth && { '401': errorResponse('Authentication required') }),
    ...(pathNames.length > 0 && { '404': errorResponse('Missing, or owned by someone else') }),
    '429': errorResponse('Too many requests (with Retry-After)'),
  };
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: summaryOf(route),
    tags: [route.procedure.split('.')[0]!],
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
    security: route.auth ? [{ bearer: [] }, { cookie: [] }] : [{}, { bearer: [] }, { cookie: [] }],
    'x-procedure': alternatives.join(' | '),
  };
}

/** The OpenAPI 3.1 document for the REST table, built from the same table and zod schemas that serve it. */
export async function buildOpenApi(version: string, routes: RestRoute[] = restRoutes): Promise<OpenApiDocument> {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const key = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const alternatives = route.picks ?? [route.procedure];
    (paths[key] ??= {})[route.method.toLowerCase()] = await operationOf(route, alternatives);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sous API',
      version,
      description: 'REST door to Sous. Every path calls one tRPC procedure; bodies are JSON, ids integers, timestamps ISO strings, dates YYYY-MM-DD.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token from /api/login or /api/register' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The HttpOnly session cookie set at sign-in' },
      },
    },
  };
}

