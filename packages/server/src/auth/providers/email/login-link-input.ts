import { invalidPayload } from '../../../errors/error-helpers.js';

export interface LoginLinkInput {
  email: string;
  redirect: unknown;
}

const KEYS = new Set(['email', 'redirect']);
/** RFC 5321 caps a forward path at 256 octets, so an address longer than 254 characters can receive nothing. */
const MAX_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The body of `POST /auth/login/<name>`: an e-mail address and an optional redirect, nothing else. */
export function parseLoginLinkInput(body: unknown): LoginLinkInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidPayload('"value" must be of type object');
  const raw = body as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (!KEYS.has(key)) throw invalidPayload(`"${key}" is not allowed`);
  const email = raw.email;
  if (typeof email !== 'string' || email === '') throw invalidPayload('"email" is required');
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) throw invalidPayload('"email" must be a valid email');
  return { email, redirect: raw.redirect };
}
