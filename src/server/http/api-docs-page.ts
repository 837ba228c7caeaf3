import type { OpenApiDocument } from './openapi';

const html = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The document's few markdown marks: `code` and paragraphs. */
const prose = (text: string) =>
  text
    .split('\n\n')
    .map((p) => `<p>${html(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

type Operation = {
  tags: string[];
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/**
 * A schema as people read it (a `JSON.stringify` replacer: `this` holds `key`): a `format` says
 * what its long `pattern` checks, and an integer's ±2^53 bounds say nothing. The document at
 * /api/openapi.json keeps both, for machines.
 */
function forPeople(this: Record<string, unknown>, key: string, value: unknown) {
  if (key === 'pattern' && 'format' in this) return undefined;
  if ((key === 'minimum' || key === 'maximum') && SAFE_INTEGER_BOUNDS.has(value as number)) return undefined;
  return value;
}

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${html(label)}</summary><pre>${html(JSON.stringify(schema, forPeople, 2))}</pre></details>`;

function operationHtml(method: string, path: string, op: Operation) {
  const params = (op.parameters ?? [])
    .map(
      (p) => `<li><code>${html(p.name)}</code> <small>${html(p.in)}${p.required ? ', obrigatório' : ''}</small></li>`,
    )
    .join('');
  const body = op.requestBody?.content['application/json']?.schema;
  const [status, success] = Object.entries(op.responses)[0]!;
  const [type, content] = Object.entries(success.content ?? {})[0] ?? [];
  return `<article>
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${html(path)}</code></h3>
<p>${html(op.summary)}</p>
${params ? `<ul>${params}</ul>` : ''}
${body ? schemaBlock('Corpo (JSON)', body) : ''}
${content ? schemaBlock(`Resposta ${status} (${type})`, content.schema) : ''}
</article>`;
}

/** The readable reference of the OpenAPI document: one static page, no script, nothing from outside. */
export function apiDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'API';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const sections = [...byTag]
    .map(([tag, ops]) => `<section><h2 id="${html(tag)}">${html(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  const errors = document.components.schemas.Error['x-error-codes']
    .map(
      (e) =>
        `<tr><td><code>${html(e.code)}</code></td><td>${e.statuses.join(', ')}</td><td>${html(e.messages[0] ?? '')}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lumma API — referência</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#2d2233;background:#fdf8f6;line-height:1.5}
main{max-width:760px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.2rem;margin-top:2rem;border-bottom:2px solid #f0d9e0}
h3{font-size:.95rem;margin:0 0 .25rem;word-break:break-all}
article{background:#fff;border:1px solid #eee;border-radius:12px;padding:12px;margin:12px 0}
code{overflow-wrap:anywhere;background:#f6eef1;border-radius:4px;padding:0 4px;font-size:.85em}
pre{overflow:auto;max-width:100%;background:#faf5f7;padding:8px;border-radius:8px;font-size:.75rem}
.m{display:inline-block;min-width:3.5em;text-align:center;border-radius:6px;color:#fff;font-size:.75rem;padding:2px 6px}
.get{background:#2f7d5b}.post{background:#9b3d6b}.put,.patch{background:#8a5a00}.delete{background:#b3261e}
nav{display:flex;flex-wrap:wrap;gap:.25rem .75rem}table{border-collapse:collapse;font-size:.8rem;width:100%}
td{border-top:1px solid #eee;padding:4px;vertical-align:top}summary{cursor:pointer;color:#7a3358}
</style></head><body><main>
<h1>Lumma API <small>v${html(document.info.version)}</small></h1>
${prose(document.info.description)}
<p>O documento OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav>${[...byTag.keys()].map((t) => `<a href="#${html(t)}">${html(t)}</a>`).join('')}</nav>
${sections}
<section><h2 id="erros">Erros</h2><table><tr><td><b>code</b></td><td><b>status</b></td><td><b>exemplo</b></td></tr>${errors}</table></section>
</main></body></html>`;
}
