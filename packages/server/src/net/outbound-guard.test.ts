import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { text } from 'node:stream/consumers';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingHttpServer, type RecordingHttpServer } from '../../test/harness/recording-http-server.js';
import { ENV } from '../config/env.js';
import { OutboundFailed, OutboundRefused, openOutboundStream, type OutboundOptions } from './outbound-guard.js';

const DEFAULT_DENY_LIST = ENV.IMPORT_IP_DENY_LIST.default;
/** Loopback allowed (the test servers live there), the metadata address still denied. */
const ALLOW_LOOPBACK = ['169.254.169.254'];

let server: RecordingHttpServer;
let other: RecordingHttpServer;

beforeAll(async () => {
  server = await startRecordingHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (to !== null) {
      response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to }).end();
      return;
    }
    if (url.pathname === '/loop') {
      response.writeHead(302, { location: '/loop' }).end();
      return;
    }
    if (url.pathname === '/big') {
      response.writeHead(200, { 'content-length': '1000' }).end('x'.repeat(1000));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain', constructor: 'hostile', 'x-many': ['a', 'b'] }).end(`hello ${url.pathname}`);
  });
  other = await startRecordingHttpServer((_request, response) => response.end('other'));
});

afterAll(async () => {
  await server.close();
  await other.close();
});

async function refusal(url: string, options: OutboundOptions): Promise<OutboundRefused> {
  const error = await openOutboundStream(url, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundRefused);
  return error as OutboundRefused;
}

async function failure(url: string, options: OutboundOptions): Promise<OutboundFailed> {
  const error = await openOutboundStream(url, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundFailed);
  return error as OutboundFailed;
}

describe('openOutboundStream', () => {
  it('fetches an allowed URL and streams its body, with null-prototype headers', async () => {
    const answer = await openOutboundStream(`${server.origin}/file.txt?x=1`, { denyList: ALLOW_LOOPBACK });
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(`${server.origin}/file.txt?x=1`);
    expect(await text(answer.body)).toBe('hello /file.txt');
    expect(Object.getPrototypeOf(answer.headers)).toBeNull();
    expect(answer.headers['constructor']).toBe('hostile');
    expect(answer.headers['x-many']).toBe('a, b');
  });

  it('refuses loopback in every spelling by default, without sending anything', async () => {
    const before = server.requests.length;
    const port = server.port;
    const spellings = [
      `127.0.0.1:${port}`,
      `2130706433:${port}`,
      `0177.0.0.1:${port}`,
      `0x7f.1:${port}`,
      `0x7F000001:${port}`,
      `127.1:${port}`,
      `127.0.1:${port}`,
      `127.42.0.7:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      `[0:0:0:0:0:0:0:1]:${port}`,
      `[::ffff:127.0.0.1]:${port}`,
      `[::ffff:7f00:1]:${port}`,
      `[0:0:0:0:0:ffff:7f00:0001]:${port}`,
      `[::127.0.0.1]:${port}`,
      `[64:ff9b::127.0.0.1]:${port}`,
      `[2002:7f00:1::1]:${port}`,
      `0.0.0.0:${port}`,
      `0:${port}`,
      `[::]:${port}`,
    ];
    for (const host of spellings) {
      const error = await refusal(`http://${host}/`, { denyList: DEFAULT_DENY_LIST, timeoutMs: 2000 });
      expect(error.reason, host).toBe('denied-address');
    }
    expect(server.requests.length).toBe(before);
  });

  it('refuses private, link-local, metadata, CGNAT, unique-local, multicast and broadcast addresses by default', async () => {
    const hosts = [
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '[fd00::1]',
      '[fc00::1]',
      '[fe80::1]',
      '[ff02::1]',
      '[::ffff:169.254.169.254]',
      '[::ffff:a9fe:a9fe]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:a9fe:a9fe::]',
      '[::ffff:10.0.0.1]',
      '[::ffff:0:10.0.0.1]',
      '[2001:0:4136:e378:8000:63bf:80ff:fffe]', // Teredo whose client is 127.0.0.1 (stored inverted)
      '[2001:0:a00:1::1]', // Teredo whose server is 10.0.0.1
    ];
    for (const host of hosts) {
      const error = await refusal(`http://${host}/latest/meta-data/`, { denyList: DEFAULT_DENY_LIST, timeoutMs: 2000 });
      expect(error.reason, host).toBe('denied-address');
      expect(error.message).toContain('resolves to a denied IP address');
    }
  });

  it('reads 0.0.0.0 as every address of this machine, as the reference does', async () => {
    await refusal(`${server.origin}/`, { denyList: ['0.0.0.0'] });
    await refusal(`http://0.0.0.0:${server.port}/`, { denyList: ['0.0.0.0'] });
    const own = Object.values(networkInterfaces())
      .flatMap((infos) => infos ?? [])
      .map((info) => (info.family === 'IPv6' ? `[${info.address.split('%')[0]}]` : info.address));
    for (const host of own) await refusal(`http://${host}:${server.port}/`, { denyList: ['0.0.0.0'] });
    // Without the keyword, loopback is reachable (the tests' own configuration).
    expect((await openOutboundStream(`${server.origin}/`, { denyList: ALLOW_LOOPBACK })).status).toBe(200);
  });

  it('refuses a name when any one of its addresses is denied', async () => {
    const error = await refusal(`http://mixed.test:${server.port}/`, {
      denyList: ALLOW_LOOPBACK,
      resolve: async () => [
        { address: '127.0.0.1', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    });
    expect(error.reason).toBe('denied-address');
  });

  it('connects to the address it checked: a second lookup (DNS rebinding) cannot move the connection', async () => {
    const lookups: string[] = [];
    // The first answer is allowed, every later one is the metadata address.
    const rebinding: OutboundOptions['resolve'] = async (hostname) => {
      lookups.push(hostname);
      return [{ address: lookups.length === 1 ? '127.0.0.1' : '169.254.169.254', family: 4 }];
    };
    const before = server.requests.length;
    const answer = await openOutboundStream(`http://rebind.test:${server.port}/pinned`, { denyList: ALLOW_LOOPBACK, resolve: rebinding });
    expect(await text(answer.body)).toBe('hello /pinned');
    // `.test` never resolves through the system: the request reached 127.0.0.1 through the pinned address only.
    expect(lookups).toEqual(['rebind.test']);
    expect(server.requests[before]!.headers.host).toBe(`rebind.test:${server.port}`);

    // A redirect back to the same name resolves again, now to a denied address: refused.
    const error = await refusal(`http://rebind.test:${server.port}/?to=/again`, { denyList: ALLOW_LOOPBACK, resolve: rebinding });
    expect(error.reason).toBe('denied-address');
    expect(server.requests.map((request) => request.url)).not.toContain('/again');
  });

  it('refuses a redirect from an allowed server to a denied address, whatever its spelling', async () => {
    const denyList = ['127.0.0.2', '::1', '169.254.169.254'];
    const targets = [
      `http://127.0.0.2:${server.port}/`,
      `http://[::1]:${server.port}/`,
      `http://[::ffff:127.0.0.2]:${server.port}/`,
      `http://2130706434:${server.port}/`,
      'http://169.254.169.254/latest/meta-data/',
    ];
    for (const [index, target] of targets.entries()) {
      const before = server.requests.length;
      for (const status of [301, 302, 303, 307, 308]) {
        const url = `${server.origin}/hop${index}?status=${status}&to=${encodeURIComponent(target)}`;
        expect((await refusal(url, { denyList })).reason).toBe('denied-address');
      }
      expect(server.requests.length - before).toBe(5); // only the first hop ever reached a server
    }
  });

  it('follows allowed redirects and reports the final URL', async () => {
    const second = `${server.origin}/second?to=${encodeURIComponent('/final')}`;
    const answer = await openOutboundStream(`${server.origin}/first?to=${encodeURIComponent(second)}`, { denyList: ALLOW_LOOPBACK });
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(`${server.origin}/final`);
    expect(await text(answer.body)).toBe('hello /final');
  });

  it('turns a POST into a GET without body on 303, and keeps it on 307', async () => {
    const post = { denyList: ALLOW_LOOPBACK, method: 'POST', body: 'payload', headers: { 'Content-Type': 'text/plain' } };
    const before = server.requests.length;
    await text((await openOutboundStream(`${server.origin}/p?status=303&to=/after303`, post)).body);
    await text((await openOutboundStream(`${server.origin}/p?status=307&to=/after307`, post)).body);
    const [, after303, , after307] = server.requests.slice(before);
    expect(after303).toMatchObject({ method: 'GET', url: '/after303', body: '' });
    expect(after303!.headers['content-type']).toBeUndefined();
    expect(after307).toMatchObject({ method: 'POST', url: '/after307', body: 'payload' });
  });

  it('stops after maxRedirects, and returns the 3xx itself when redirects are off', async () => {
    const before = server.requests.length;
    const error = await failure(`${server.origin}/loop`, {
      denyList: ALLOW_LOOPBACK,
      maxRedirects: 3,
    });
    expect(error.kind).toBe('too-many-redirects');
    expect(server.requests.length - before).toBe(4);
    expect((await failure(`${server.origin}/loop`, { denyList: ALLOW_LOOPBACK })).kind).toBe('too-many-redirects');
    const answer = await openOutboundStream(`${server.origin}/x?to=/y`, { denyList: ALLOW_LOOPBACK, maxRedirects: 0 });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/y');
  });

  it('refuses every scheme but http and https, and text that is not a URL', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://127.0.0.1/',
      'gopher://127.0.0.1:6379/_INFO',
      'data:text/plain,hi',
      'javascript:alert(1)',
      'ws://example.com/',
    ]) {
      expect((await refusal(url, { denyList: [] })).reason, url).toBe('protocol');
    }
    for (const url of ['not a url', '/relative/path', 'http://', '']) {
      expect((await refusal(url, { denyList: [] })).reason, url).toBe('invalid-url');
    }
  });

  it('sends credentials written in the URL as Basic auth to that origin only, and never repeats them', async () => {
    const before = server.requests.length;
    const answer = await openOutboundStream(`http://user:p%40ss@127.0.0.1:${server.port}/private`, { denyList: ALLOW_LOOPBACK });
    await text(answer.body);
    expect(answer.url).toBe(`${server.origin}/private`);
    expect(server.requests[before]!.headers.authorization).toBe(`Basic ${Buffer.from('user:p@ss').toString('base64')}`);

    // Crossing to another origin drops credentials, from the URL or given as a header.
    const toOther = `http://user:secret@127.0.0.1:${server.port}/?to=${encodeURIComponent(`${other.origin}/x`)}`;
    await text((await openOutboundStream(toOther, { denyList: ALLOW_LOOPBACK, headers: { Cookie: 'a=b' } })).body);
    const received = other.requests.at(-1)!;
    expect(received.headers.authorization).toBeUndefined();
    expect(received.headers.cookie).toBeUndefined();

    const error = await refusal('http://user:topsecret@169.254.169.254/', { denyList: DEFAULT_DENY_LIST });
    expect(error.message).not.toContain('topsecret');
    expect(error.message).toContain('http://169.254.169.254/');
  });

  it('fails with too-large on a declared length over maxBytes, before reading the body', async () => {
    const error = await failure(`${server.origin}/big`, { denyList: ALLOW_LOOPBACK, maxBytes: 5 });
    expect(error.kind).toBe('too-large');
  });

  it('errors the body past maxBytes of an endless chunked answer and closes the socket', async () => {
    const endless = await startRecordingHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(16 * 1024, 1);
      const pump = (): void => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    });
    try {
      const answer = await openOutboundStream(`${endless.origin}/`, { denyList: ALLOW_LOOPBACK, maxBytes: 100_000 });
      let received = 0;
      const error = await new Promise<unknown>((resolve) => {
        answer.body.on('data', (chunk: Buffer) => (received += chunk.length));
        answer.body.on('error', resolve);
        answer.body.on('end', () => resolve(null));
      });
      expect(error).toBeInstanceOf(OutboundFailed);
      expect((error as OutboundFailed).kind).toBe('too-large');
      expect(received).toBeLessThanOrEqual(100_000);
      await endless.socketsClosed();
    } finally {
      await endless.close();
    }
  });

  it('fails with timeout when the server never answers, and when the body stalls', async () => {
    const silent = await startRecordingHttpServer((_request, response) => {
      if (_request.url === '/stall') response.writeHead(200).write('partial');
    });
    try {
      const started = Date.now();
      const error = await failure(`${silent.origin}/`, { denyList: ALLOW_LOOPBACK, timeoutMs: 300 });
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);

      const answer = await openOutboundStream(`${silent.origin}/stall`, { denyList: ALLOW_LOOPBACK, timeoutMs: 300 });
      const bodyError = await text(answer.body).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(bodyError).toBeInstanceOf(OutboundFailed);
      expect((bodyError as OutboundFailed).kind).toBe('timeout');
      await silent.socketsClosed();
    } finally {
      await silent.close();
    }
  });

  it('times out a lookup that never answers', async () => {
    const error = await failure('http://slow-dns.test/', {
      denyList: ALLOW_LOOPBACK,
      timeoutMs: 200,
      resolve: () => new Promise(() => {}),
    });
    expect(error.kind).toBe('timeout');
  });

  it('fails with unreachable on a closed port, a failed lookup and a header bomb, never crashing', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await failure(`http://127.0.0.1:${port}/`, { denyList: ALLOW_LOOPBACK })).kind).toBe('unreachable');
    expect((await failure('http://does-not-exist.invalid/', { denyList: ALLOW_LOOPBACK })).kind).toBe('unreachable');

    const bomb = createTcpServer((socket) => {
      socket.write(`HTTP/1.1 200 OK\r\nx-bomb: ${'a'.repeat(200_000)}\r\n\r\n`);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => bomb.listen(0, '127.0.0.1', resolve));
    try {
      const bombPort = (bomb.address() as AddressInfo).port;
      expect((await failure(`http://127.0.0.1:${bombPort}/`, { denyList: ALLOW_LOOPBACK })).kind).toBe('unreachable');
    } finally {
      await new Promise<void>((resolve) => bomb.close(() => resolve()));
    }
  });

  it('keeps a malformed escape in URL credentials from becoming a crash', async () => {
    const answer = await openOutboundStream(`http://a%zz:b@127.0.0.1:${server.port}/`, { denyList: ALLOW_LOOPBACK });
    await text(answer.body);
    expect(server.requests.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('a%zz:b').toString('base64')}`);
  });

  it('over https, connects to the pinned address but names the host for SNI and verifies its certificate', async () => {
    const pems = await generate([{ name: 'commonName', value: 'pinned.test' }], { keySize: 2048 });
    const serverNames: string[] = [];
    const tls = createHttpsServer(
      {
        key: pems.private,
        cert: pems.cert,
        // Called with the client's SNI during the handshake; undefined keeps the default certificate.
        SNICallback: (name, done) => {
          serverNames.push(name);
          done(null, undefined);
        },
      },
      (_request, response) => response.end('secret'),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = tls.address() as AddressInfo;
      const resolve: OutboundOptions['resolve'] = async () => [{ address: '127.0.0.1', family: 4 }];
      // The certificate is self-signed: verification stays on, so the exchange fails as unreachable.
      const error = await failure(`https://pinned.test:${port}/`, { denyList: ALLOW_LOOPBACK, resolve });
      expect(error.kind).toBe('unreachable');
      expect(String((error.cause as Error).message)).toMatch(/self[- ]signed/i);
      expect(serverNames).toContain('pinned.test');
      // https goes through the same deny list.
      expect((await refusal(`https://127.0.0.1:${port}/`, { denyList: DEFAULT_DENY_LIST })).reason).toBe('denied-address');
    } finally {
      await new Promise<void>((resolve) => tls.close(() => resolve()));
    }
  });

  it('keeps hostile header names as plain data', async () => {
    const raw = createTcpServer((socket) => {
      socket.on('error', () => {});
      socket.resume(); // read the request, so the connection can end
      socket.end('HTTP/1.1 200 OK\r\n__proto__: polluted\r\nconstructor: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await openOutboundStream(`http://127.0.0.1:${(raw.address() as AddressInfo).port}/`, { denyList: ALLOW_LOOPBACK });
      await text(answer.body);
      expect(Object.getPrototypeOf(answer.headers)).toBeNull();
      expect(Object.keys(answer.headers)).toEqual(expect.arrayContaining(['__proto__', 'constructor']));
      expect(answer.headers['__proto__']).toBe('polluted');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => raw.close(() => resolve()));
    }
  });
});
