import Ajv2020 from 'ajv/dist/2020';
import type { OpenApiDocument } from '../http/openapi';

type Check = (body: unknown) => string | null;

interface Operation {
  pattern: RegExp;
  method: string;
  status: string;
  /** The JSON schema's check; null for a file, whose media type is checked instead. */
  check: Check | null;
  file: string | null;
}

/**
 * Checks real answers against the OpenAPI document: every JSON answer of a route in it, with its
 * documented success status, must fit the documented schema, and every refusal the Error schema.
 * The test client runs each answer through it, so every integration test checks the document.
 */
export function openApiResponseChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  // Compiled when first needed: a test file meets a few of the routes.
  const compile = (schema: unknown): Check => {
    let validate: ReturnType<typeof ajv.compile> | undefined;
    return (body) => {
      validate ??= ajv.compile(schema as object);
      return validate(body) ? null : ajv.errorsText(validate.errors);
    };
  };
  const error = compile(document.components.schemas.Error);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, op] of Object.entries(methods as Record<string, { responses: Record<string, unknown> }>)) {
      const [status, success] = Object.entries(op.responses)[0] as [
        string,
        { content: Record<string, { schema: unknown }> },
      ];
      const json = success.content['application/json'];
      const file = json ? null : Object.keys(success.content)[0]!;
      operations.push({
        pattern,
        method: method.toUpperCase(),
        status,
        check: json ? compile(json.schema) : null,
        file,
      });
    }
  }

  return {
    /** The route's operation in the document, when it has one. */
    operationOf(method: string, path: string) {
      const pathname = new URL(path, 'http://x').pathname;
      return operations.find((op) => op.method === method && op.pattern.test(pathname));
    },
    /** What is wrong with an answer, by the document; null when it fits. */
    async problem(method: string, path: string, response: Response): Promise<string | null> {
      const op = this.operationOf(method, path);
      if (!op || response.status === 304) return null;
      const type = response.headers.get('content-type') ?? '';
      if (response.status >= 400) {
        if (!type.includes('application/json')) return `${response.status} is not JSON`;
        return error(await response.clone().json());
      }
      // An idempotent create sent again answers 200 instead of its documented 201, with the same body.
      if (response.status >= 300) return `${response.status}, documented ${op.status}`;
      if (op.file) return type.startsWith(op.file) ? null : `${type || 'no content type'}, documented ${op.file}`;
      if (!type.includes('application/json')) return `${type || 'no content type'}, documented application/json`;
      return op.check!(await response.clone().json());
    },
  };
}

export type OpenApiResponseChecker = ReturnType<typeof openApiResponseChecker>;
