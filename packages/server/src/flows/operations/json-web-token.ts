import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTVerifyOptions } from 'jose';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { optionToObject, optionToString } from '../operation-options.js';
import type { OperationDefinition } from '../operation-types.js';

interface JsonWebTokenOptions {
  operation?: unknown;
  payload?: unknown;
  token?: unknown;
  secret?: unknown;
  options?: unknown;
}

const HMAC_ALGORITHMS = ['HS256', 'HS384', 'HS512'];
/** Spans as the reference's signer reads them (`90s`, `15 minutes`, `2h`, `7d`, `1w`, `1y`), counted by their unit's first letter. */
const TIME_SPAN = /^(\d+(?:\.\d+)?) ?(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|y|yrs?|years?)$/i;
const UNIT_SECONDS: Readonly<Record<string, number>> = Object.freeze({ s: 1, m: 60, h: 3600, d: 86_400, w: 604_800, y: 31_557_600 });
const KEY_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/**
 * `json-web-token`: `sign` a `payload` with `secret`, `verify` a `token` against it (answers the
 * payload), or `decode` one without checking (null when it is no JWT), with the reference's
 * option names (`algorithm`, `expiresIn`, `notBefore`, `audience`, `issuer`, `subject`, `jwtid`,
 * `keyid`, `header`, `noTimestamp`; `algorithms`, `maxAge`, `clockTolerance`, `complete`). A secret
 * in PEM form is a key (RS/PS/ES/EdDSA); any other text is an HMAC secret. A failed check rejects
 * with the reference's error names (`TokenExpiredError`, `JsonWebTokenError`).
 */
const jsonWebToken: OperationDefinition<JsonWebTokenOptions> = {
  id: 'json-web-token',
  async handler({ operation, payload, token, secret, options }) {
    const settings = optionsObject(options);
    if (operation === 'sign') {
      const claims = optionToObject(payload, 'payload');
      if (!isPlainObject(claims)) throw invalidPayload('Undefined JSON Web Token payload');
      return sign(claims, requiredSecret(secret), settings);
    }
    if (operation === 'verify') return verify(requiredToken(token), requiredSecret(secret), settings);
    if (operation === 'decode') return decode(requiredToken(token), settings);
    throw invalidPayload('Undefined "Operation" for JSON Web Token');
  },
};

export default jsonWebToken;

async function sign(claims: Record<string, unknown>, secret: string, settings: Record<string, unknown>): Promise<string> {
  const isKey = isPem(secret);
  const algorithm = typeof settings.algorithm === 'string' ? settings.algorithm : isKey ? 'RS256' : 'HS256';
  if (!(isKey ? KEY_ALGORITHMS : HMAC_ALGORITHMS).includes(algorithm))
    throw invalidPayload(`Algorithm "${algorithm}" doesn't fit a ${isKey ? 'key' : 'secret'}`);
  const header = isPlainObject(settings.header) ? settings.header : {};
  const jwt = new SignJWT(claims).setProtectedHeader({
    ...header,
    alg: algorithm,
    typ: 'JWT',
    ...(typeof settings.keyid === 'string' ? { kid: settings.keyid } : {}),
  });
  // One clock reading for every time claim: relative spans count from the token's `iat`, as the
  // reference's signer does, so `exp - iat` is exactly the span even across a second boundary.
  const issuedAt = typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? Math.trunc(claims.iat) : Math.floor(Date.now() / 1000);
  if (settings.noTimestamp !== true && claims.iat === undefined) jwt.setIssuedAt(issuedAt);
  if (settings.expiresIn !== undefined) jwt.setExpirationTime(issuedAt + spanSeconds(settings.expiresIn, 'expiresIn'));
  if (settings.notBefore !== undefined) jwt.setNotBefore(issuedAt + spanSeconds(settings.notBefore, 'notBefore'));
  if (typeof settings.audience === 'string' || Array.isArray(settings.audience)) jwt.setAudience(settings.audience as string | string[]);
  if (typeof settings.issuer === 'string') jwt.setIssuer(settings.issuer);
  if (typeof settings.subject === 'string') jwt.setSubject(settings.subject);
  if (typeof settings.jwtid === 'string') jwt.setJti(settings.jwtid);
  return jwt.sign(isKey ? keyOf(() => createPrivateKey(secret)) : new TextEncoder().encode(secret));
}

async function verify(token: string, secret: string, settings: Record<string, unknown>): Promise<unknown> {
  const isKey = isPem(secret);
  const allowed = isKey ? KEY_ALGORITHMS : HMAC_ALGORITHMS;
  const asked = Array.isArray(settings.algorithms)
    ? settings.algorithms.filter((name): name is string => typeof name === 'string')
    : allowed;
  const checks: JWTVerifyOptions = { algorithms: asked.filter((name) => allowed.includes(name)) };
  if (typeof settings.audience === 'string' || Array.isArray(settings.audience)) checks.audience = settings.audience as string | string[];
  if (typeof settings.issuer === 'string' || Array.isArray(settings.issuer)) checks.issuer = settings.issuer as string | string[];
  if (typeof settings.subject === 'string') checks.subject = settings.subject;
  if (typeof settings.maxAge === 'string' || typeof settings.maxAge === 'number') checks.maxTokenAge = settings.maxAge;
  if (typeof settings.clockTolerance === 'number') checks.clockTolerance = settings.clockTolerance;
  try {
    const key = isKey ? keyOf(() => createPublicKey(secret)) : new TextEncoder().encode(secret);
    const { payload, protectedHeader } = await jwtVerify(token, key, checks);
    return settings.complete === true ? { header: protectedHeader, payload, signature: token.split('.')[2] } : payload;
  } catch (error) {
    throw verifyError(error);
  }
}

/** As the reference's `jwt.decode`: the payload (or `{header, payload, signature}` with `complete`), null for what is no JWT. */
function decode(token: string, settings: Record<string, unknown>): unknown {
  try {
    const payload = decodeJwt(token);
    return settings.complete === true ? { header: decodeProtectedHeader(token), payload, signature: token.split('.')[2] } : payload;
  } catch {
    return null;
  }
}

function optionsObject(options: unknown): Record<string, unknown> {
  if (options === undefined || options === null || options === '') return {};
  const parsed = optionToObject(options, 'options');
  if (!isPlainObject(parsed)) throw invalidPayload('Option "options" must be an object');
  return parsed;
}

function requiredSecret(secret: unknown): string {
  const text = optionToString(secret);
  if (text === '') throw invalidPayload('Undefined JSON Web Token secret');
  return text;
}

function requiredToken(token: unknown): string {
  const text = optionToString(token);
  if (text === '') throw invalidPayload('Undefined JSON Web Token token');
  return text;
}

function isPem(secret: string): boolean {
  return secret.trimStart().startsWith('-----BEGIN ');
}

function keyOf(read: () => KeyObject): KeyObject {
  try {
    return read();
  } catch {
    throw invalidPayload('The JSON Web Token secret is not a usable PEM key');
  }
}

/** `expiresIn`/`notBefore`: seconds from now (a number, or digits) or a span such as `2h`. */
function spanSeconds(value: unknown, name: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  const text = typeof value === 'string' ? value.trim() : '';
  if (/^\d+$/.test(text)) return Number(text);
  const span = TIME_SPAN.exec(text);
  if (span) return Math.round(Number(span[1]) * UNIT_SECONDS[span[2]![0]!.toLowerCase()]!);
  throw invalidPayload(`Option "${name}" must be a number of seconds or a span such as 2h`);
}

function verifyError(error: unknown): Error {
  const failed = (name: string, message: string) => Object.assign(new Error(message), { name, stack: undefined });
  if (error instanceof errors.JWTExpired) return failed('TokenExpiredError', 'jwt expired');
  if (error instanceof errors.JWSSignatureVerificationFailed) return failed('JsonWebTokenError', 'invalid signature');
  if (error instanceof errors.JOSEError) return failed('JsonWebTokenError', error.message);
  return error instanceof Error ? error : failed('JsonWebTokenError', String(error));
}
