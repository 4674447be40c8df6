// @ts-check
/**
 * The cluster bench's load balancer: a plain HTTP proxy that sends each request to the next of its
 * upstreams in turn, over kept-alive connections, and streams the answer back. Run as its own
 * process (`node round-robin-proxy.mjs <port> <upstream url>...`) so it does not share the bench
 * client's event loop; it prints "listening" once it takes requests.
 */
import { Agent, createServer, request } from 'node:http';

const [portText, ...upstreams] = process.argv.slice(2);
if (!portText || upstreams.length === 0) throw new Error('usage: round-robin-proxy.mjs <port> <upstream url>...');
const targets = upstreams.map((url) => new URL(url));
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

const server = createServer((incoming, outgoing) => {
  const target = targets[next++ % targets.length];
  if (!target) throw new Error('no upstream');
  const forwarded = request(
    { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(forwarded);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(portText), '127.0.0.1', () => process.stdout.write('listening\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
