import { connect } from 'node:net';

/**
 * Sends `count` GET requests for `path` down one connection in a single write (HTTP/1.1
 * pipelining), so a flood reaches the server faster than any pool of fetch() calls, and resolves
 * with the status of each answer in order and the raw text of them all.
 */
export function pipelinedRequests(url: string, path: string, count: number): Promise<{ statuses: number[]; text: string }> {
  const { hostname, port } = new URL(url);
  const request = `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request.repeat(count)));
    let text = '';
    const statusesOf = () => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${statusesOf().length} of ${count} answers within 30 s`)));
    socket.on('data', (chunk: string) => {
      text += chunk;
      // The last answer is complete once its body (ended by the next answer or, for the last, its length) is in.
      const statuses = statusesOf();
      if (statuses.length === count && hasWholeLastAnswer(text)) {
        socket.end();
        resolve({ statuses, text });
      }
    });
    socket.on('error', reject);
  });
}

function hasWholeLastAnswer(text: string): boolean {
  const start = text.lastIndexOf('HTTP/1.1 ');
  const headEnd = text.indexOf('\r\n\r\n', start);
  if (headEnd < 0) return false;
  const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(start, headEnd));
  return Buffer.byteLength(text.slice(headEnd + 4)) >= Number(length?.[1] ?? 0);
}
