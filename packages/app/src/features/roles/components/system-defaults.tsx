/** Spec section 6: what every signed-in user may do in the system collections, whatever their role. */
export const SYSTEM_DEFAULT_RULES: readonly { collection: string; rule: string }[] = [
  { collection: 'directus_activity', rule: 'Read their own activity; create only comments.' },
  {
    collection: 'directus_presets',
    rule: 'Read their own, their role’s and global presets; create only their own; update and delete their own.',
  },
  { collection: 'directus_roles', rule: 'Read their own role only.' },
  { collection: 'directus_settings', rule: 'Read.' },
  { collection: 'directus_translations', rule: 'Read.' },
  { collection: 'directus_notifications', rule: 'Read their own; update only the status of their own.' },
  { collection: 'directus_shares', rule: 'Read the shares they created.' },
  {
    collection: 'directus_users',
    rule: 'Read themselves, limited to id, names, last page, email, password, location, title, description, tags, avatar, language, appearance, themes, two-factor secret, status and role.',
  },
  { collection: 'directus_permissions', rule: 'Read those of their own role.' },
  { collection: 'directus_collections', rule: 'Read.' },
  { collection: 'directus_fields', rule: 'Read.' },
  { collection: 'directus_relations', rule: 'Read.' },
];

/** The default rules of the system collections, read-only, so an administrator knows what a role already has. */
export function SystemDefaults() {
  return (
    <details className="roles-section">
      <summary>System collections</summary>
      <p>
        Every signed-in user has these rules, whatever their role, so the app works for them. They cannot be changed here; rules you add for
        a role come on top of them.
      </p>
      <table className="table" aria-label="System collections">
        <thead>
          <tr>
            <th scope="col">Collection</th>
            <th scope="col">Default rule</th>
          </tr>
        </thead>
        <tbody>
          {SYSTEM_DEFAULT_RULES.map((entry) => (
            <tr key={entry.collection} className="table__row">
              <th scope="row">{entry.collection}</th>
              <td>{entry.rule}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
