/**
 * Tables Tessera keeps for its own bookkeeping, beside the Directus system tables: never served as
 * collections, and refused as names of new ones. Listed by name rather than by prefix, so a user's
 * own table that happens to start with `tessera_` stays an ordinary collection.
 */
export const SERVER_TABLES: ReadonlySet<string> = new Set(['tessera_otp_used', 'tessera_saml_requests']);
