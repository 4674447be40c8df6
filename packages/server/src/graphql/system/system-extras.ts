import type { SchemaExtras } from '../graphql-types.js';
import { authFields } from './auth-fields.js';
import { serverFields } from './server-fields.js';
import { usersMeMutationFields, usersMeQueryFields } from './users-me-fields.js';

/** The root fields `/graphql/system` adds to the generated system schema, as the reference has them. */
export function createSystemExtras(): SchemaExtras {
  return {
    query: (types) => ({ ...serverFields(), ...usersMeQueryFields(types) }),
    mutation: (types) => ({ ...authFields(), ...usersMeMutationFields(types) }),
  };
}
