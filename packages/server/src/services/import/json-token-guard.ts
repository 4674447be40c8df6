import { Transform } from 'node:stream';
import { fileProblem } from './import-errors.js';
import type { JsonToken } from './json-line-parser.js';
import { MAX_RECORD_CHARACTERS } from './import-row.js';

/** What the guard learnt about one top-level element, in file order. */
export interface ElementFacts {
  line: number;
  /** The element has a `__proto__` key, which the assembled object would turn into its prototype. */
  hasProtoKey: boolean;
}

const ELEMENT_STARTS = new Set(['startObject', 'startArray', 'startString', 'startNumber', 'nullValue', 'trueValue', 'falseValue']);
const SIZED = new Set(['stringChunk', 'numberChunk', 'keyValue']);

/**
 * Sits between stream-json's tokens and the array streamer, so no element is assembled that is
 * nested deeper than `maxDepth` or larger than MAX_RECORD_CHARACTERS (400, before the memory is
 * taken), and records each top-level element's line and whether it has a `__proto__` key in
 * `elements` (the reader takes them off in order as the elements come out).
 */
export function jsonTokenGuard(maxDepth: number, elements: ElementFacts[]): Transform {
  let depth = 0;
  let row = 0;
  let size = 0;
  return new Transform({
    objectMode: true,
    transform(token: JsonToken, _encoding, done) {
      if (depth === 1 && ELEMENT_STARTS.has(token.name)) {
        row += 1;
        size = 0;
        elements.push({ line: token.line, hasProtoKey: false });
      }
      if (token.name === 'startObject' || token.name === 'startArray') {
        depth += 1;
        if (depth - 1 > maxDepth) return done(fileProblem(token.line, `row ${row} is nested deeper than ${maxDepth} levels`, { row }));
      } else if (token.name === 'endObject' || token.name === 'endArray') depth -= 1;
      else if (SIZED.has(token.name)) {
        size += String(token.value).length;
        if (size > MAX_RECORD_CHARACTERS) return done(fileProblem(token.line, `row ${row} is larger than 16 MB`, { row }));
        if (token.name === 'keyValue' && token.value === '__proto__') elements[elements.length - 1]!.hasProtoKey = true;
      }
      done(null, token);
    },
  });
}
