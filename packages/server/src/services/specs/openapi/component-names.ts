import { isSystemCollection } from '@tessera/shared';

/** Component names may hold only these characters (OpenAPI 3.1, "Components Object"). */
const UNSAFE = /[^A-Za-z0-9]/g;

/**
 * `blog_posts` → `BlogPosts`: the reference's formatTitle without spaces, words split on `_`, `-`,
 * spaces and case changes kept as they are; characters a component name can't hold are dropped.
 */
export function pascalName(name: string): string {
  return name
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .replace(UNSAFE, '');
}

/**
 * The tag and schema name of each collection, as the reference names them: `Items<Pascal>` for a
 * user collection, `<Pascal>` without the `directus_` prefix for a system one (`Users`, `Roles`).
 * Names that would clash (`a_b` and `a-b`) get `_2`, `_3`… in the order collections are named,
 * which callers keep sorted so the same model always gets the same names.
 */
export class ComponentNames {
  private readonly byCollection = new Map<string, string>();
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const name of reserved) this.taken.add(name);
  }

  name(collection: string): string {
    const known = this.byCollection.get(collection);
    if (known) return known;
    const system = isSystemCollection(collection);
    const base = system ? pascalName(collection.replace(/^directus_/, '')) : `Items${pascalName(collection)}`;
    let name = base === '' || base === 'Items' ? `${base}Collection` : base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}_${n}`;
    this.taken.add(name);
    this.byCollection.set(collection, name);
    return name;
  }
}
