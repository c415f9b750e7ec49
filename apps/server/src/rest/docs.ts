import type { FastifyInstance } from 'fastify';
import { buildOpenApi, type OpenApiDocument, type OpenApiOperation } from './openapi';

/** The docs page is plain server-rendered HTML: no script, only its own inline style. */
const DOCS_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const schemaBlock = (schema: unknown) => `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;

function operationHtml(path: string, method: string, operation: OpenApiOperation): string {
  const signedIn = operation.security.every((requirement) => Object.keys(requirement).length > 0);
  const parameters = (operation.parameters ?? [])
    .map((parameter) => `<li><code>${escapeHtml(parameter.name)}</code> (${parameter.in}${parameter.required ? ', required' : ''})</li>`)
    .join('');
  const statuses = Object.keys(operation.responses).join(', ');
  return `<section id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)} · <code>${escapeHtml(operation['x-procedure'])}</code> · ${signedIn ? 'signed in (Bearer or sid cookie)' : 'no sign-in needed'} · answers ${statuses}</p>
${parameters ? `<ul>${parameters}</ul>` : ''}
${operation.requestBody ? `<details><summary>Request body</summary>${schemaBlock(operation.requestBody.content['application/json'].schema)}</details>` : ''}
</section>`;
}

export function renderDocs(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
    }
  }
  const groups = [...byTag].map(([tag, sections]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>\n${sections.join('\n')}`);
  const index = [...byTag.keys()].map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
h2{border-bottom:1px solid #d9e2ec;margin-top:2rem;text-transform:capitalize}h3{margin:1.2rem 0 .2rem;font-size:1rem}
.method{display:inline-block;min-width:4rem;padding:0 .4rem;border-radius:4px;color:#fff;font-size:.8rem;text-align:center;background:#52606d}
.get{background:#2f7d4f}.post{background:#1f5fa8}.patch{background:#a86b1f}.delete{background:#a8321f}
pre{background:#f5f7fa;padding:.6rem;overflow:auto;font-size:.8rem}section p{margin:.2rem 0;color:#52606d}
@media (prefers-color-scheme:dark){body{background:#12161a;color:#e4e7eb}pre{background:#1f262d}section p{color:#9aa5b1}}
</style></head><body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)} Errors answer <code>{ message, code, issues? }</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>
<nav>${index}</nav>
${groups.join('\n')}
</body></html>`;
}

/** GET /api/openapi.json and GET /api/docs, built once on first request from the REST table. */
export function registerApiDocs(app: FastifyInstance, version: string) {
  let built: Promise<{ document: OpenApiDocument; html: string }> | undefined;
  const docs = () => {
    built ??= buildOpenApi(version).then((document) => ({ document, html: renderDocs(document) }));
    return built;
  };
  app.get('/api/openapi.json', async () => (await docs()).document);
  app.get('/api/docs', async (_request, reply) => {
    const { html } = await docs();
    reply.header('content-security-policy', DOCS_CSP).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return html;
  });
}
