import { invalidPayload } from '../../errors/error-helpers.js';

export interface RegistrationInput {
  email: string;
  password: string;
  first_name: string | null;
  last_name: string | null;
  verification_url: string | null;
}

const KEYS = new Set(['email', 'password', 'first_name', 'last_name', 'verification_url']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The body of `POST /users/register`, checked as the reference's schema does (its messages): email
 * and password required, optional names and verification URL, no other key.
 */
export function parseRegistrationInput(body: unknown): RegistrationInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidPayload('"value" must be of type object');
  const raw = body as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (!KEYS.has(key)) throw invalidPayload(`"${key}" is not allowed`);
  const email = requiredString(raw, 'email');
  if (!EMAIL.test(email)) throw invalidPayload('"email" must be a valid email');
  const password = requiredString(raw, 'password');
  const verificationUrl = optionalString(raw, 'verification_url');
  if (verificationUrl !== null && !isUri(verificationUrl)) throw invalidPayload('"verification_url" must be a valid uri');
  return {
    email,
    password,
    first_name: optionalString(raw, 'first_name'),
    last_name: optionalString(raw, 'last_name'),
    verification_url: verificationUrl,
  };
}

function requiredString(raw: Record<string, unknown>, key: string): string {
  const value = optionalString(raw, key);
  if (value === null) throw invalidPayload(`"${key}" is required`);
  return value;
}

function optionalString(raw: Record<string, unknown>, key: string): string | null {
  const value = raw[key];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw invalidPayload(`"${key}" must be a string`);
  if (value === '') throw invalidPayload(`"${key}" is not allowed to be empty`);
  return value;
}

function isUri(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
