/** The gateway's routes as its OpenAPI document describes them, in the shape the fuzz suite needs. */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

export type FuzzRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The template, e.g. `/api/forum/{id}/posts`. */
  path: string;
  /** Path parameters, read from the template itself (so an undocumented one is fuzzed too). */
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: {
    contentType: 'application/json' | 'multipart/form-data';
    properties: Record<string, JsonSchema>;
    /** Multipart parts documented as binary: the files. */
    files: string[];
  };
  admin: boolean;
  /** `METHOD /path`, as the suite prints it. */
  name: string;
};

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function routesOf(document: { paths: Record<string, Record<string, Operation>> }): FuzzRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.filter((m) => operations[m]).map((m) => {
      const operation = operations[m]!;
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const properties = content?.schema?.properties ?? {};
      const method = m.toUpperCase() as FuzzRoute['method'];
      return {
        method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        query: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body:
          contentType === 'application/json' || contentType === 'multipart/form-data'
            ? {
                contentType,
                properties: Object.fromEntries(
                  Object.entries(properties).filter(([, s]) => s.format !== 'binary'),
                ),
                files: Object.entries(properties)
                  .filter(([, s]) => s.format === 'binary')
                  .map(([name]) => name),
              }
            : undefined,
        admin: path.startsWith('/api/admin'),
        name: `${method} ${path}`,
      };
    }),
  );
}

/** What the issue asks the suite to cover: routes that take a body, a query or a path parameter. */
export const takesInput = (route: FuzzRoute): boolean =>
  route.pathParams.length > 0 || route.query.length > 0 || route.body !== undefined;
