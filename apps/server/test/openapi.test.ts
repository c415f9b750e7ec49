import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../src/rest/routes';
import type { OpenApiDocument } from '../src/rest/openapi';
import { makeApp, type TestApp } from './helpers';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await makeApp({ rateLimit: false });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(async () => {
  await t.close();
});

/** Every `$ref` in the document, so each can be resolved against it. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with paths, the error schema and both ways to sign in', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Sous API', version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['message', 'code'] });
    expect(doc.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      cookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
    });
    for (const ref of refsIn(doc)) {
      const target = ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('documents every route of the REST table with its status, path parameters, errors and security', () => {
    for (const route of restRoutes) {
      const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.path}`;
      expect(operation, name).toBeDefined();
      expect(operation!['x-procedure'], name).toContain(route.procedure);
      expect(Object.keys(operation!.responses), name).toContain(String(route.status ?? 200));
      expect(operation!.responses['429'], name).toEqual(expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }));
      const declared = (operation!.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(declared, name).toEqual([...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]));
      if (route.auth) {
        expect(operation!.responses['401'], name).toBeDefined();
        expect(operation!.security, name).toEqual([{ bearer: [] }, { cookie: [] }]);
      } else {
        expect(operation!.security, name).toContainEqual({});
      }
    }
    const documented = Object.values(doc.paths).reduce((count, operations) => count + Object.keys(operations).length, 0);
    expect(documented).toBe(restRoutes.length);
  });

  it('describes bodies and query strings from the zod schemas, with their required fields', () => {
    const register = doc.paths['/api/register']!.post!;
    expect(register.responses['201']).toBeDefined();
    expect(register.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['username', 'password']),
      properties: { username: expect.objectContaining({ type: 'string' }), password: expect.objectContaining({ type: 'string' }) },
    });
    // The id comes from the path, so the body no longer lists it.
    const patchList = doc.paths['/api/grocery-lists/{id}']!.patch!;
    expect(patchList.requestBody?.content['application/json'].schema.properties).not.toHaveProperty('id');
    expect(patchList.requestBody?.content['application/json'].schema.properties).toHaveProperty('title');
    // Both forms of change-password are described.
    const change = doc.paths['/api/account/change-password']!.post!;
    expect(change['x-procedure']).toBe('auth.changePassword | auth.resetPassword');
    expect(change.requestBody?.content['application/json'].schema.oneOf).toHaveLength(2);
  });
});

describe('GET /api/docs', () => {
  it('is a readable page listing every path, with no script and a CSP that allows none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    expect(response.body).not.toMatch(/<script/i);
    for (const route of restRoutes) expect(response.body, route.path).toContain(`<code>${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}</code>`);
  });
});
