import Ajv2020 from 'ajv/dist/2020';
import type { Middleware } from 'openapi-fetch';

/** `/api/liveries/{id}` → `~1api~1liveries~1{id}`: a JSON pointer segment. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * An openapi-fetch middleware that checks each answer against the served document: its status
 * must be declared for the operation, and a JSON body must match that status's schema (test use).
 */
export function answerConformance(document: object): {
  middleware: Middleware;
  problems: string[];
  /** The JSON answers checked against a schema. */
  checked: () => number;
} {
  // The document's own keywords (`openapi`, `paths`, `format: binary`) are not JSON Schema's.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(document, 'paddock');
  const doc = document as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  const problems: string[] = [];
  let checked = 0;
  const middleware: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const method = request.method.toLowerCase();
      const key = `${request.method} ${schemaPath} ${response.status}`;
      const declared = doc.paths[schemaPath]?.[method]?.responses ?? {};
      if (!(String(response.status) in declared)) {
        problems.push(`${key}: status not declared`);
        return;
      }
      // A redirect's body is not read by clients; only JSON bodies have schemas.
      if (response.status < 400 && response.status >= 300) return;
      if (!(response.headers.get('content-type') ?? '').includes('json')) return;
      const path = `paths/${pointer(schemaPath)}/${method}/responses/${response.status}/content/application~1json/schema`;
      const validate = ajv.getSchema(`paddock#/${path}`);
      if (!validate) {
        problems.push(`${key}: a JSON answer the document gives no schema`);
        return;
      }
      checked += 1;
      if (!validate(await response.clone().json())) problems.push(`${key}: ${ajv.errorsText(validate.errors)}`);
    },
  };
  return { middleware, problems, checked: () => checked };
}
