import { illegalAssetTransformation, invalidQuery } from '../../errors/error-helpers.js';

/** One checked step of `transforms`: an allowed sharp method and arguments made only of safe values. */
export type SharpStep = readonly [method: SharpMethod, ...args: SharpArgument[]];
export type SharpArgument = number | string | boolean | null | readonly number[] | { readonly [key: string]: SharpArgument };

/**
 * The sharp methods `transforms` may call, with how many arguments each takes. Encoders (toFormat,
 * jpeg, …) are left out, since `format` and `quality` choose the output; so are methods reading
 * files or other images (composite, joinChannel, boolean) and kernels of arbitrary size
 * (convolve, recomb). `dimensions`: methods whose numbers are pixel sizes, bounded by
 * ASSETS_TRANSFORM_IMAGE_MAX_DIMENSION.
 */
const METHODS = {
  resize: { maxArgs: 3, dimensions: true },
  extend: { maxArgs: 1, dimensions: true },
  extract: { maxArgs: 1, dimensions: true },
  trim: { maxArgs: 1, dimensions: false },
  rotate: { maxArgs: 2, dimensions: false },
  flip: { maxArgs: 1, dimensions: false },
  flop: { maxArgs: 1, dimensions: false },
  sharpen: { maxArgs: 1, dimensions: false },
  median: { maxArgs: 1, dimensions: false },
  blur: { maxArgs: 1, dimensions: false },
  flatten: { maxArgs: 1, dimensions: false },
  gamma: { maxArgs: 2, dimensions: false },
  negate: { maxArgs: 1, dimensions: false },
  normalise: { maxArgs: 1, dimensions: false },
  normalize: { maxArgs: 1, dimensions: false },
  threshold: { maxArgs: 2, dimensions: false },
  linear: { maxArgs: 2, dimensions: false },
  modulate: { maxArgs: 1, dimensions: false },
  tint: { maxArgs: 1, dimensions: false },
  greyscale: { maxArgs: 1, dimensions: false },
  grayscale: { maxArgs: 1, dimensions: false },
  removeAlpha: { maxArgs: 0, dimensions: false },
  ensureAlpha: { maxArgs: 1, dimensions: false },
} as const;

export type SharpMethod = keyof typeof METHODS;

const METHOD_NAMES: ReadonlySet<string> = new Set(Object.keys(METHODS));
/** Longest `transforms` text read at all: five real steps fit in a few hundred characters. */
const MAX_TEXT_LENGTH = 2048;
/** Objects inside arguments: `{ background: { r, g, b } }` is two levels. */
const MAX_DEPTH = 3;
const MAX_KEYS = 12;
/** sharp's own bounds are in the thousands (blur sigma 1000, median 1000 is already far too slow). */
const MAX_NUMBER = 10_000;
const MAX_MEDIAN = 50;
const KEY = /^[A-Za-z]{1,32}$/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const STRING = /^[#A-Za-z0-9 ,.()%-]{0,64}$/;

export interface StepLimits {
  maxOperations: number;
  maxDimension: number;
}

/** The `transforms` query parameter (JSON text) as checked steps; 400 INVALID_QUERY for anything else. */
export function parseTransformsParam(text: string, limits: StepLimits): SharpStep[] {
  if (text.length > MAX_TEXT_LENGTH) throw invalidQuery(`"transforms" is longer than ${MAX_TEXT_LENGTH} characters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidQuery('"transforms" has to be a JSON list of [method, ...arguments]');
  }
  return checkSteps(parsed, limits);
}

/** A list of steps from JSON (the query parameter, or a preset of the settings), checked. */
export function checkSteps(value: unknown, limits: StepLimits): SharpStep[] {
  if (!Array.isArray(value)) throw invalidQuery('"transforms" has to be a list of [method, ...arguments]');
  if (value.length > limits.maxOperations) throw invalidQuery(`"transforms" can't have more than ${limits.maxOperations} operations`);
  return value.map((step) => checkStep(step, limits));
}

function checkStep(step: unknown, limits: StepLimits): SharpStep {
  if (!Array.isArray(step) || typeof step[0] !== 'string')
    throw invalidQuery('Each of "transforms" has to be a list of [method, ...arguments]');
  const [method, ...args] = step as [string, ...unknown[]];
  if (!METHOD_NAMES.has(method)) throw invalidQuery(`"${method.slice(0, 64)}" is not an allowed transformation`);
  const rule = METHODS[method as SharpMethod];
  if (args.length > rule.maxArgs) throw invalidQuery(`"${method}" takes at most ${rule.maxArgs} arguments`);
  const checked = args.map((arg) => checkArgument(arg, method, 1));
  if (rule.dimensions && exceeds(checked, limits.maxDimension)) throw illegalAssetTransformation([method]);
  if (method === 'median' && exceeds(checked, MAX_MEDIAN)) throw invalidQuery(`"median" size can't exceed ${MAX_MEDIAN}`);
  return [method as SharpMethod, ...checked];
}

function checkArgument(value: unknown, method: string, depth: number): SharpArgument {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > MAX_NUMBER)
      throw invalidQuery(`Numbers in "${method}" have to be finite and at most ${MAX_NUMBER}`);
    return value;
  }
  if (typeof value === 'string') {
    if (!STRING.test(value)) throw invalidQuery(`A text argument of "${method}" is not allowed`);
    return value;
  }
  if (depth > MAX_DEPTH) throw invalidQuery(`Arguments of "${method}" are nested too deeply`);
  if (Array.isArray(value)) {
    // Only short number lists (linear's per-channel a and b): nothing sharp reads as a kernel or a path.
    if (value.length > 4 || !value.every((item) => typeof item === 'number'))
      throw invalidQuery(`A list argument of "${method}" has to hold at most 4 numbers`);
    return value.map((item) => checkArgument(item, method, depth + 1) as number);
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length > MAX_KEYS) throw invalidQuery(`An options object of "${method}" has too many keys`);
    // A null-prototype copy of the checked keys only: nothing sharp reads can come from a prototype.
    const options = Object.create(null) as Record<string, SharpArgument>;
    for (const [key, item] of entries) {
      if (FORBIDDEN_KEYS.has(key) || !KEY.test(key)) throw invalidQuery(`"${key.slice(0, 64)}" is not an allowed option of "${method}"`);
      options[key] = checkArgument(item, method, depth + 1);
    }
    return options;
  }
  throw invalidQuery(`An argument of "${method}" is not allowed`);
}

/** Whether any number in the arguments, however nested, is above `limit`. */
function exceeds(args: readonly SharpArgument[], limit: number): boolean {
  return args.some((arg) => {
    if (typeof arg === 'number') return arg > limit;
    if (Array.isArray(arg)) return exceeds(arg, limit);
    if (arg !== null && typeof arg === 'object') return exceeds(Object.values(arg), limit);
    return false;
  });
}
