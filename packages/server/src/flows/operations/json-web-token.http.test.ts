import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowOperationContext } from '../../../test/harness/flow-operation-context.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import jsonWebToken from './json-web-token.js';

const DATABASES = testDatabasesFor(import.meta.url);

const SECRET = 'a-flow-secret-of-enough-length';
const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

describe.each(DATABASES)('json-web-token on %s', (client) => {
  let server: TestServer;
  const run = (options: Record<string, unknown>) => jsonWebToken.handler(options, flowOperationContext(server, null)) as Promise<unknown>;

  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('signs a payload with HS256 and the reference options, as any JWT library verifies it', async () => {
    const token = (await run({
      operation: 'sign',
      payload: { user: 'ann', role: 'editor' },
      secret: SECRET,
      options: '{"expiresIn": 60, "issuer": "tessera", "audience": "shop", "subject": "ann", "jwtid": "j1", "keyid": "k1"}',
    })) as string;
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), { issuer: 'tessera', audience: 'shop' });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'k1' });
    expect(payload).toMatchObject({ user: 'ann', role: 'editor', sub: 'ann', jti: 'j1' });
    expect(payload.exp! - payload.iat!).toBe(60);
    const untimed = (await run({
      operation: 'sign',
      payload: { a: 1 },
      secret: SECRET,
      options: { noTimestamp: true, algorithm: 'HS512' },
    })) as string;
    expect(decodeJwt(untimed)).toEqual({ a: 1 });
    expect(decodeProtectedHeader(untimed).alg).toBe('HS512');
    // Spans count from a payload's own iat, as the reference's signer does.
    const backdated = (await run({
      operation: 'sign',
      payload: { iat: 1_000_000 },
      secret: SECRET,
      options: { expiresIn: '90 minutes', notBefore: '1.5h' },
    })) as string;
    expect(decodeJwt(backdated)).toEqual({ iat: 1_000_000, exp: 1_005_400, nbf: 1_005_400 });
  });

  it('verifies a token and answers its payload; an expired, forged or unsigned one rejects', async () => {
    const token = (await run({ operation: 'sign', payload: { n: 1 }, secret: SECRET })) as string;
    await expect(run({ operation: 'verify', token, secret: SECRET })).resolves.toMatchObject({ n: 1 });
    await expect(run({ operation: 'verify', token, secret: SECRET, options: { complete: true } })).resolves.toMatchObject({
      header: { alg: 'HS256' },
      payload: { n: 1 },
      signature: token.split('.')[2],
    });
    await expect(run({ operation: 'verify', token, secret: 'another-secret' })).rejects.toMatchObject({
      name: 'JsonWebTokenError',
      message: 'invalid signature',
    });
    const expired = await new SignJWT({ n: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(SECRET));
    await expect(run({ operation: 'verify', token: expired, secret: SECRET })).rejects.toMatchObject({
      name: 'TokenExpiredError',
      message: 'jwt expired',
    });
    const unsigned = new UnsecuredJWT({ n: 3 }).encode();
    await expect(run({ operation: 'verify', token: unsigned, secret: SECRET })).rejects.toMatchObject({ name: 'JsonWebTokenError' });
    await expect(run({ operation: 'verify', token, secret: SECRET, options: { audience: 'elsewhere' } })).rejects.toMatchObject({
      name: 'JsonWebTokenError',
    });
  });

  it('signs with an RSA private key and verifies with its public key; an HMAC token made with the public key is refused', async () => {
    const token = (await run({ operation: 'sign', payload: { rsa: true }, secret: privateKey, options: { expiresIn: '2h' } })) as string;
    expect(decodeProtectedHeader(token).alg).toBe('RS256');
    expect(decodeJwt(token).exp! - decodeJwt(token).iat!).toBe(7200);
    await expect(run({ operation: 'verify', token, secret: publicKey })).resolves.toMatchObject({ rsa: true });
    // Algorithm confusion: a token "signed" with HS256 using the public key text as the secret.
    const forged = await new SignJWT({ rsa: 'forged' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(publicKey));
    await expect(run({ operation: 'verify', token: forged, secret: publicKey })).rejects.toMatchObject({ name: 'JsonWebTokenError' });
    await expect(run({ operation: 'sign', payload: { a: 1 }, secret: SECRET, options: { algorithm: 'RS256' } })).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    await expect(run({ operation: 'sign', payload: { a: 1 }, secret: '-----BEGIN PRIVATE KEY-----\nnope\n' })).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
  });

  it('decodes without checking, and answers null for what is no JWT', async () => {
    const token = (await run({ operation: 'sign', payload: { d: 'x' }, secret: SECRET })) as string;
    await expect(run({ operation: 'decode', token })).resolves.toMatchObject({ d: 'x' });
    await expect(run({ operation: 'decode', token, options: { complete: true } })).resolves.toMatchObject({
      header: { alg: 'HS256', typ: 'JWT' },
      payload: { d: 'x' },
    });
    await expect(run({ operation: 'decode', token: 'not.a.jwt' })).resolves.toBeNull();
  });

  it('refuses missing or malformed options with INVALID_PAYLOAD, and hostile claim names stay data', async () => {
    await expect(run({ operation: 'sign', payload: { a: 1 } })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run({ operation: 'sign', secret: SECRET })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run({ operation: 'sign', payload: '[1, 2]', secret: SECRET })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run({ operation: 'verify', secret: SECRET })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run({ operation: 'encrypt', payload: { a: 1 }, secret: SECRET })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run({ operation: 'sign', payload: { a: 1 }, secret: SECRET, options: '{oops' })).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    await expect(
      run({ operation: 'sign', payload: { a: 1 }, secret: SECRET, options: { expiresIn: '2 fortnights' } }),
    ).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    const token = (await run({
      operation: 'sign',
      payload: '{"__proto__": {"polluted": true}, "constructor": 1}',
      secret: SECRET,
    })) as string;
    const verified = (await run({ operation: 'verify', token, secret: SECRET })) as Record<string, unknown>;
    expect(Object.hasOwn(verified, '__proto__')).toBe(true);
    expect(verified.constructor).toBe(1);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
