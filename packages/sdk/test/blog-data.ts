// The blog fixture's schema type and rows, without the server: type tests (`*.test-d.ts`) import
// these alone, so their type check does not pull in the server's sources.
/** The Schema type of the fixture below, as an SDK user would write it. */
export interface Author {
  id: number;
  name: string;
  /** The one-to-many alias over `articles.author`. */
  articles: number[] | Article[];
}

export interface Article {
  id: number;
  title: string;
  status: 'draft' | 'published' | 'archived';
  rating: number | null;
  author: number | Author | null;
}

/** An article as read without `fields`: the relation as its key. */
export type ArticleRow = { id: number; title: string; status: Article['status']; rating: number | null; author: number | null };

/** A collection keyed by text, keys that need escaping in a URL included. */
export interface Label {
  code: string;
  name: string;
}

export interface BlogSchema {
  articles: Article[];
  authors: Author[];
  labels: Label[];
}

export const AUTHORS = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bob' },
  { id: 3, name: 'Cid' },
] as const;

/** Known rows every items test starts from (reset before each test). */
export const ARTICLES = [
  { id: 1, title: 'Alpha', status: 'published', rating: 4.5, author: 1 },
  { id: 2, title: 'Beta', status: 'draft', rating: 3, author: 1 },
  { id: 3, title: 'Gamma', status: 'published', rating: 5, author: 2 },
  { id: 4, title: 'Delta', status: 'archived', rating: null, author: null },
  { id: 5, title: 'Epsilon', status: 'published', rating: 2.5, author: 3 },
] as const satisfies readonly ArticleRow[];

export const LABELS = [
  { code: 'a b/c?d&e#f', name: 'Reserved characters' },
  { code: 'plain', name: 'Plain' },
  { code: 'über-100%', name: 'Non-ASCII and percent' },
] as const satisfies readonly Label[];
