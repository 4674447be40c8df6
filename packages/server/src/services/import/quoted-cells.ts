/**
 * The indexes of the cells of one CSV record (as written: comma-separated, `"` quotes, `""` a quote
 * inside them) that start with a quote. Only which cells are quoted is read; their values come from
 * csv-parse.
 */
export function quotedCellsOf(raw: string): Set<number> {
  const quoted = new Set<number>();
  let index = 0;
  let position = raw.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (position < raw.length) {
    if (raw[position] === '"') {
      quoted.add(index);
      position += 1;
      // To the closing quote: a doubled quote is one quote of the value.
      for (;;) {
        const next = raw.indexOf('"', position);
        if (next === -1) return quoted;
        if (raw[next + 1] === '"') position = next + 2;
        else {
          position = next + 1;
          break;
        }
      }
    }
    const comma = raw.indexOf(',', position);
    if (comma === -1) return quoted;
    position = comma + 1;
    index += 1;
  }
  return quoted;
}
