import type { AuthProvider, AuthProviderList } from './types.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function toProvider(entry: unknown): AuthProvider | null {
  if (!isRecord(entry) || typeof entry.name !== 'string' || entry.name === '' || typeof entry.driver !== 'string') return null;
  return {
    name: entry.name,
    label: typeof entry.label === 'string' && entry.label !== '' ? entry.label : entry.name,
    driver: entry.driver,
    icon: typeof entry.icon === 'string' && entry.icon !== '' ? entry.icon : null,
  };
}

/**
 * The body of `GET /auth` (`{ data: [{name, label, driver, icon}], disableDefault }`) read
 * defensively: an entry without a name or driver is left out rather than drawn half-made.
 */
export function parseAuthProviders(body: unknown): AuthProviderList {
  const record = isRecord(body) ? body : {};
  const entries = Array.isArray(record.data) ? record.data : [];
  return {
    providers: entries.map(toProvider).filter((provider): provider is AuthProvider => provider !== null),
    disableDefault: record.disableDefault === true,
  };
}
