import type { AppClient } from '../lib/app-client.js';
import type { ApiDocsMethods, OpenApiDocument } from '../lib/api-docs/types.js';

/** What the fake's API documentation method needs from the fake client. */
export interface FakeApiDocsStore {
  record(method: keyof AppClient, args: unknown[]): void;
  /** The document `GET /server/specs/oas` answers for the signed-in user. */
  spec(): OpenApiDocument;
}

/** `GET /server/specs/oas` over the fake's stored document. */
export function fakeApiDocsMethods(store: FakeApiDocsStore): ApiDocsMethods {
  return {
    async readOpenApiSpec() {
      store.record('readOpenApiSpec', []);
      return structuredClone(store.spec());
    },
  };
}
