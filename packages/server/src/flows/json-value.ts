/**
 * What an operation answered as data the chain can keep (api-reference section 8: results are
 * JSON; `undefined` becomes null). Values JSON cannot carry (a BigInt, a cycle) become their text.
 */
export function toJsonValue(value: unknown): unknown {
  if (value === undefined) return null;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? null : (JSON.parse(text) as unknown);
  } catch {
    return String(value);
  }
}

/**
 * A thrown error as the data of the `reject` path: an Error without its stack (its message, and
 * code and extensions when it has them), a string that holds JSON parsed, anything else as is.
 */
export function errorAsData(error: unknown): unknown {
  if (error instanceof Error) {
    const { code, extensions } = error as Error & { code?: unknown; extensions?: unknown };
    return toJsonValue({
      name: error.name,
      message: error.message,
      ...(code === undefined ? {} : { code }),
      ...(extensions ? { extensions } : {}),
    });
  }
  if (typeof error === 'string') {
    try {
      return JSON.parse(error) as unknown;
    } catch {
      return error;
    }
  }
  return toJsonValue(error);
}
