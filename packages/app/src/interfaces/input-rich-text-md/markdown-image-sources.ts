/**
 * Where the Markdown editor can take images from besides a typed URL. The files module, once it
 * exists, registers "Image from the files library" here; until then none is registered and the
 * toolbar shows no such button.
 */
export interface PickedImage {
  url: string;
  alt?: string;
}

export interface MarkdownImageSource {
  id: string;
  /** The toolbar button's accessible name, e.g. "Image from the files library". */
  label: string;
  glyph: string;
  /** Lets the user choose an image; null when they cancel. */
  pick: () => Promise<PickedImage | null>;
}

const sources = new Map<string, MarkdownImageSource>();

/** Adds (or replaces, by id) an image source; returns a function that removes it again. */
export function registerMarkdownImageSource(source: MarkdownImageSource): () => void {
  sources.set(source.id, source);
  return () => {
    if (sources.get(source.id) === source) sources.delete(source.id);
  };
}

export function markdownImageSources(): MarkdownImageSource[] {
  return [...sources.values()];
}
