import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';

/** The signed-in user's OpenAPI document (`GET /server/specs/oas`). */
export function useOpenApiSpec() {
  const client = useClient();
  return useQuery({
    queryKey: ['api-docs', 'openapi'],
    queryFn: () => client.readOpenApiSpec(),
  });
}
