/**
 * Turns spooled CSV records (each ending with `\n`) into the rows of the final file: a `\n` before
 * each record instead of after it (the file ends without one), and `padding()` (the commas of
 * columns first met after the record was written) appended at each record's end. A record's end is
 * a `\n` outside quotes: every cell that can hold one is a quoted string. Fed chunk by chunk, it
 * keeps only the quote state between chunks.
 */
export function createCsvRowJoiner(padding: () => string): (chunk: string) => string {
  let inQuotes = false;
  let atRowStart = true;
  return (chunk) => {
    if (chunk === '') return '';
    let text = '';
    if (atRowStart) {
      text += '\n';
      atRowStart = false;
    }
    const marks = /["\n]/g;
    let from = 0;
    for (let mark = marks.exec(chunk); mark !== null; mark = marks.exec(chunk)) {
      if (mark[0] === '"') inQuotes = !inQuotes;
      if (mark[0] !== '\n' || inQuotes) continue;
      text += chunk.slice(from, mark.index) + padding();
      from = mark.index + 1;
      if (from < chunk.length) text += '\n';
      else atRowStart = true;
    }
    return text + chunk.slice(from);
  };
}
