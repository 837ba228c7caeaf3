import { z } from 'zod';
import { ACCESS_TOKEN_PREFIX } from '../../domain/access-tokens/access-token';
import { ErrorResponse } from '../../domain/api/responses.schema';
import { ERRORS } from '../../domain/errors';
import { docOf } from './api-doc';
import { validationOf } from './validate';

interface RegisteredRoute {
  method: string;
  path: string;
  handler: unknown;
}

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Every stable error code, with the statuses it answers and the words of each case. */
export function errorCatalogue() {
  const codes = new Map<string, { statuses: Set<number>; messages: string[] }>();
  for (const entry of Object.values(ERRORS)) {
    const found = codes.get(entry.code) ?? { statuses: new Set<number>(), messages: [] };
    found.statuses.add(entry.status);
    if (typeof entry.message === 'string') found.messages.push(entry.message);
    codes.set(entry.code, found);
  }
  return [...codes].map(([code, { statuses, messages }]) => ({ code, statuses: [...statuses].sort(), messages }));
}

/** The refusal's body, its `code` one of the catalogue's: an answer with another code fails the tests' check. */
const documentedError = (codes: string[]) =>
  ErrorResponse.extend({ error: ErrorResponse.shape.error.extend({ code: z.enum(codes as [string, ...string[]]) }) });

const errorRef = { $ref: '#/components/schemas/Error' };
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });

/** The refusals a route of the public API may answer, whatever it does. */
const refusals = (perMinute: number) => ({
  '400': refusal('Dados inválidos (`validation`, `no_baby`…): `message` diz o que corrigir.'),
  '401': refusal('Sem sessão ou token válido (`unauthenticated`, `token_invalid`).'),
  '403': refusal('Token só de leitura numa escrita (`token_read_only`), ou papel da família sem permissão.'),
  '404': refusal('Não existe ou não é da família da pessoa (`baby_not_found`, `event_not_found`…).'),
  '429': refusal(
    `Mais de ${perMinute} chamadas por minuto com um token (\`rate_limited\`); o cabeçalho \`Retry-After\` diz em quantos segundos tentar de novo.`,
  ),
});

const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

function operationOf(route: RegisteredRoute, handlers: unknown[], perMinute: number) {
  const doc = handlers.map(docOf).find(Boolean)!;
  const checks = handlers.map(validationOf).filter((v) => v !== undefined);
  const query = checks.find((v) => v.target === 'query');
  const body = checks.find((v) => v.target === 'json');
  const parameters: JsonSchema[] = [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (query) {
    const schema = jsonSchema(query.schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  const success = doc.response
    ? { description: 'Sucesso.', content: { 'application/json': { schema: jsonSchema(doc.response, 'output') } } }
    : { description: 'O arquivo.', content: { [doc.file]: { schema: { type: 'string', format: 'binary' } } } };
  return {
    tags: [doc.tag],
    summary: doc.summary,
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(body.schema, 'input') } },
          },
        }
      : {}),
    responses: { [String(doc.status ?? 200)]: success, ...refusals(perMinute) },
  };
}

/**
 * The OpenAPI 3.1 document of the public API, read from the routes as registered: a route is in
 * it when it carries `apiRoute` (src/server/http/api-doc.ts), with the schemas its validators
 * check and the answer its `apiRoute` names.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string, tokenPerMinute: number) {
  const handlersOf = new Map<string, { route: RegisteredRoute; handlers: unknown[] }>();
  for (const route of routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const entry = handlersOf.get(key) ?? { route, handlers: [] };
    entry.handlers.push(route.handler);
    handlersOf.set(key, entry);
  }
  const catalogue = errorCatalogue();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { route, handlers } of handlersOf.values()) {
    if (!handlers.some(docOf)) continue;
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, handlers, tokenPerMinute) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lumma API',
      version,
      description: [
        'A API do Lumma para as ferramentas da família: atalhos do celular, painéis, planilhas.',
        `Autentique com \`Authorization: Bearer ${ACCESS_TOKEN_PREFIX}…\`, um token criado em Perfil → Acesso por aplicativos.`,
        'Um token de leitura recebe 403 (`token_read_only`) em escritas; um token de um só bebê recebe 404 para os outros e precisa informar `babyId`.',
        `Cada token pode fazer ${tokenPerMinute} chamadas por minuto; além disso, 429 com \`Retry-After\`.`,
        'Todo erro responde `{ "error": { "code": "…", "message": "…" } }`: `code` é estável, `message` é para pessoas.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    security: [{ bearerToken: [] }],
    paths,
    components: {
      securitySchemes: { bearerToken: { type: 'http', scheme: 'bearer', description: 'Token de acesso pessoal' } },
      schemas: {
        Error: {
          ...jsonSchema(documentedError(catalogue.map((entry) => entry.code)), 'output'),
          'x-error-codes': catalogue,
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
