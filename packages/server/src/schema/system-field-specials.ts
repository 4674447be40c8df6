/** The specials of system fields that the reference declares in its system data (spec section 3). */
export const SYSTEM_FIELD_SPECIALS: Record<string, string[]> = {
  'directus_users.password': ['hash', 'conceal'],
  'directus_users.token': ['conceal'],
  'directus_users.tfa_secret': ['conceal'],
  // Provider tokens (sealed): the server reads them itself; the API answers them concealed.
  'directus_users.auth_data': ['conceal'],
  'directus_users.role': ['m2o'],
  'directus_users.avatar': ['file'],
  'directus_users.tags': ['cast-json'],
  'directus_users.email_notifications': ['cast-boolean'],
  'directus_shares.password': ['hash', 'conceal'],
  'directus_roles.ip_access': ['cast-csv'],
  'directus_roles.users': ['o2m'],
  'directus_activity.revisions': ['o2m'],
  'directus_flows.operations': ['o2m'],
  'directus_dashboards.panels': ['o2m'],
  'directus_webhooks.actions': ['cast-csv'],
  'directus_webhooks.collections': ['cast-csv'],
  'directus_files.tags': ['cast-json'],
  'directus_relations.one_allowed_collections': ['cast-csv'],
  'directus_permissions.fields': ['cast-csv'],
};
