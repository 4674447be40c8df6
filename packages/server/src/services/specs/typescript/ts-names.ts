/** Names the generated file declares itself; a collection never takes one of them. */
export const RESERVED_TYPE_NAMES: readonly string[] = [
  'Schema',
  'GeoJsonPosition',
  'GeoJsonPoint',
  'GeoJsonLineString',
  'GeoJsonPolygon',
  'GeoJsonMultiPoint',
  'GeoJsonMultiLineString',
  'GeoJsonMultiPolygon',
  'GeoJsonGeometry',
];

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `blog_posts` → `BlogPosts`, `2024-stats` → `C2024Stats`, `über` → `Über`: a valid identifier whatever the name. */
export function pascalCase(name: string): string {
  const words = name.split(/[^\p{L}\p{Nd}]+/u).filter((word) => word !== '');
  const joined = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  if (joined === '') return 'Collection';
  return /^\p{Nd}/u.test(joined) ? `C${joined}` : joined;
}

/**
 * Interface names for collections (taken in the order given, which must be deterministic): the
 * PascalCase name, or with a number after it when another collection or a reserved name has it.
 */
export function interfaceNames(collections: readonly string[]): Map<string, string> {
  const taken = new Set(RESERVED_TYPE_NAMES);
  const names = new Map<string, string>();
  for (const collection of collections) {
    const base = pascalCase(collection);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    names.set(collection, name);
  }
  return names;
}

/**
 * A property name as written in an interface: bare when it is an identifier, else a string
 * literal. `constructor` and `__proto__` are quoted too, so no reader mistakes them for special.
 */
export function propertyName(name: string): string {
  if (IDENTIFIER.test(name) && name !== 'constructor' && name !== '__proto__') return name;
  return JSON.stringify(name);
}

/** A string as a TypeScript string literal type. */
export function stringLiteral(value: string): string {
  return JSON.stringify(value);
}
