import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * Decodes UTF-8 and re-chunks the text so that no piece holds a line break except as its last
 * character: whatever reads the pieces one at a time always knows which line it is on. Pieces
 * are never longer than the chunks that came in, so nothing is buffered.
 */
export function linePieces(): Transform {
  const decoder = new StringDecoder('utf8');
  const pushPieces = (transform: Transform, text: string) => {
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      transform.push(text.slice(start, end + 1));
      start = end + 1;
    }
    if (start < text.length) transform.push(text.slice(start));
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      pushPieces(this, decoder.write(chunk));
      done();
    },
    flush(done) {
      pushPieces(this, decoder.end());
      done();
    },
  });
}
