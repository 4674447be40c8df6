import Parser from 'stream-json/Parser.js';

/** A stream-json token, with the file line it was read on (added by jsonLineParser). */
export interface JsonToken {
  name: string;
  value?: unknown;
  line: number;
}

/** The parts of stream-json 1.x's Parser used here: its text buffer and the step that tokenises it. */
interface ParserInternals {
  _buffer: string;
  _processBuffer(callback: (error?: Error | null) => void): void;
  push(chunk: unknown): boolean;
}

export type LineParser = Parser & { readonly line: number };

/**
 * stream-json's Parser that stamps each token with its line, for input cut by linePieces() (no
 * piece holds a line break but as its last character). The Parser tokenises each piece
 * synchronously, so the line is the number of pieces ending a line before it, plus one; `line`
 * also tells where a parse error stopped it. stream-json does not report positions itself.
 */
export function jsonLineParser(): LineParser {
  const parser = new Parser();
  const internals = parser as unknown as ParserInternals;
  let line = 1;
  const processBuffer = internals._processBuffer.bind(parser);
  internals._processBuffer = (callback) => {
    const endsLine = internals._buffer.endsWith('\n');
    processBuffer((error) => {
      if (endsLine && !error) line += 1;
      callback(error);
    });
  };
  const push = internals.push.bind(parser);
  internals.push = (chunk) => {
    if (chunk !== null && typeof chunk === 'object') (chunk as JsonToken).line = line;
    return push(chunk);
  };
  return Object.defineProperty(parser, 'line', { get: () => line }) as LineParser;
}
