import type { Field, Item, PrimaryKey } from '../lib/schema/types.js';

/** A column (table) or line (cards) the layouts show, prepared by the collection page. */
export interface LayoutColumn {
  /** Field key in the row (`title`, `author`). */
  key: string;
  label: string;
  field: Field;
  /** For relational columns: the related collection's display template and key field. */
  template?: string | null;
  relatedKeyField?: string;
  /** For relational columns: the collection the value leads to (`directus_files` shows thumbnails). */
  relatedCollection?: string;
  /** For m2m columns listing labels: the junction field leading on; `template` then starts at the junction row. */
  junctionField?: string;
  /** For the `translations` display: show one row, this language's when given (else the first). */
  translationLanguage?: string | null;
  /** For m2a columns: the junction field naming each row's collection (`{{item:headings.title}}` reads only headings rows). */
  scopeField?: string;
}

/** What every layout gets: rows of one page and how to select and open them. */
export interface LayoutProps {
  rows: Item[];
  primaryKeyField: string;
  /** How a row reads (display template), for links and accessible names. */
  rowLabel: (row: Item) => string;
  itemHref: (row: Item) => string;
  selection: PrimaryKey[];
  /** Absent when nothing can be done with a selection: the rows then have no checkboxes. */
  onSelectionChange?: (keys: PrimaryKey[]) => void;
  /** Greys the rows while the next page loads. */
  isFetching: boolean;
}
