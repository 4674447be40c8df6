import fc from 'fast-check';

/**
 * Generators of hostile input for the fuzz test (issue 12): names, operators, nestings and values
 * a client may send, numbers out of every column's range included (integers past 32 and 64 bits,
 * timestamps like 2^70, decimals past their precision).
 */

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'];
const SEED_FIELDS = ['id', 'title', 'body', 'amount', 'flag', 'data', 'constructor', 'owner', 'owner.name', 'published_at', 'price', 'big'];
const KNOWN_OPERATORS = [
  '_eq',
  '_neq',
  '_lt',
  '_lte',
  '_gt',
  '_gte',
  '_in',
  '_nin',
  '_null',
  '_nnull',
  '_contains',
  '_ncontains',
  '_icontains',
  '_starts_with',
  '_ends_with',
  '_between',
  '_nbetween',
  '_empty',
  '_nempty',
  '_some',
  '_none',
  '_intersects',
  '_regex',
  '_submitted',
  '_ieq',
];

const oddText = fc.constantFrom(
  '',
  ' ',
  '"',
  "'",
  '`',
  'a"b',
  "a'b",
  '`x`',
  ';DROP TABLE x;--',
  '%',
  '_',
  '\\',
  '\u0000',
  'é',
  '𝄞',
  '日本',
  'x'.repeat(300),
  '(',
  ')',
  '(a',
  'json(data,k)',
  'count(owner)',
  'year(title)',
  '$NOW',
  '$NOW(-1 year)',
  '$CURRENT_USER',
  '$CURRENT_USER.constructor',
  'item:x',
  'a.b.c',
  '*',
  '*.*',
);

/** A collection, field or key name. */
export const name = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(...SEED_FIELDS, ...PROTOTYPE_NAMES, 'owner.name', 'owner.id', 'owner.*', 'owner.constructor', 'nonexistent'),
  },
  { weight: 2, arbitrary: oddText },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
);

/** Mostly the seeded fields, so requests get past name checks into the compiler and the database. */
export const likelyName = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...SEED_FIELDS) }, { weight: 1, arbitrary: name });

export const operator = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_OPERATORS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }).map((text) => `_${text}`) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
);

/** A scalar or nested value, numbers of every size among them. */
export const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), fc.boolean())
      .map(([big, asNumber]) => (asNumber ? Number(big) : String(big))),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      2 ** 70,
      -(2 ** 70),
      2 ** 53 + 1,
      2 ** 63,
      '9223372036854775808',
      '-9223372036854775809',
      '123456.789',
      '0.001',
      '1e-7',
      '10000000000000.5',
      '275760-09-13',
      '+275760-09-13T00:00:00Z',
      '0000-00-00',
      '9999-12-31T23:59:59.999Z',
    ),
  },
  { weight: 3, arbitrary: oddText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'NaN',
      'Infinity',
      '-0',
      '1e400',
      '9'.repeat(40),
      'true',
      'false',
      'null',
      'NULL',
      '2024-13-45',
      '0x10',
      '1,2,3',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** A PHC argon2 string with any cost parameters, up to 4 GiB of memory and 2^32 passes. */
export const argon2Hash = fc
  .record({
    m: fc.oneof(fc.integer({ min: 0, max: 65_536 }), fc.integer({ min: 65_537, max: 2 ** 32 })),
    t: fc.integer({ min: 0, max: 2 ** 32 }),
    p: fc.integer({ min: 0, max: 64 }),
    extra: fc.constantFrom('', ',m=8', ',x=1', ',t=1'),
  })
  .map(
    ({ m, t, p, extra }) =>
      `$argon2id$v=19$m=${m},t=${t},p=${p}${extra}$c29tZXNhbHRzb21lc2FsdA$MoFvphU0pRHJkBm3dLy/xUU9Ssc/Rlq++gHn3kJ/Fvw`,
  );

/** A filter tree a few levels deep, with known and unknown names and operators. */
export const filter: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.dictionary(likelyName, fc.dictionary(operator, value, { minKeys: 1, maxKeys: 2 }), { minKeys: 1, maxKeys: 2 }),
    fc.record({ _and: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ _or: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.dictionary(fc.constantFrom('owner', ...PROTOTYPE_NAMES), tie('node'), { maxKeys: 1 }),
    value,
  ),
})).node;

/** `_and` nested `levels` deep as JSON text, past any bound (JSON.stringify itself would overflow). */
export const deepAndText = fc
  .integer({ min: 1, max: 400 })
  .map((levels) => '{"_and":['.repeat(levels) + '{"id":{"_eq":1}}' + ']}'.repeat(levels));

/** A fields path: names joined by dots, sometimes very long. */
export const fieldPath = fc.oneof(
  { weight: 3, arbitrary: fc.array(likelyName, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.')) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000 }).map((levels) => `${'owner.'.repeat(levels)}id`) },
);

/** A paging number: mostly sensible, sometimes anything. */
const pagingValue = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -1, max: 20 }) }, { weight: 1, arbitrary: value });

const allQueryOptions = fc.record(
  {
    fields: fc.oneof(fieldPath, fc.array(fieldPath, { maxLength: 3 })),
    filter: fc.oneof({ weight: 6, arbitrary: filter }, { weight: 1, arbitrary: deepAndText.map((text) => JSON.parse(text) as unknown) }),
    sort: fc.oneof(
      likelyName,
      fc.array(
        likelyName.map((entry) => `-${entry}`),
        { maxLength: 2 },
      ),
    ),
    limit: pagingValue,
    offset: pagingValue,
    page: pagingValue,
    search: fc.oneof(fc.string({ maxLength: 5 }), value),
    meta: fc.oneof(fc.constantFrom('*', 'total_count', 'filter_count'), name),
    aggregate: fc.dictionary(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('count', 'sum', 'avg', 'min', 'max', 'countDistinct') },
        { weight: 1, arbitrary: name },
      ),
      fc.oneof(likelyName, fc.constant('*'), fc.array(likelyName, { maxLength: 2 })),
      { maxKeys: 2 },
    ),
    groupBy: fc.array(likelyName, { maxLength: 2 }),
    alias: fc.dictionary(name, fc.oneof(likelyName, value), { maxKeys: 2 }),
    deep: fc.dictionary(
      likelyName,
      fc.oneof(fc.record({ _limit: pagingValue, _filter: filter, _sort: likelyName }, { requiredKeys: [] }), value),
      { maxKeys: 2 },
    ),
  },
  { requiredKeys: [] },
);

/** Query options as a SEARCH body or a querystring carries them: a few at a time, so some get through. */
export const queryOptions = fc
  .tuple(
    allQueryOptions,
    fc.subarray(['fields', 'filter', 'sort', 'limit', 'offset', 'page', 'search', 'meta', 'aggregate', 'groupBy', 'alias', 'deep'], {
      maxLength: 3,
    }),
  )
  .map(([options, keys]) => Object.fromEntries(Object.entries(options).filter(([key]) => keys.includes(key))));

/** An item payload: seeded and hostile field names with any values, sometimes a nested owner to write. */
export const payload = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(likelyName, value, { maxKeys: 5 }) },
  {
    weight: 1,
    arbitrary: fc.record({
      title: value,
      owner: fc.oneof(fc.dictionary(fc.constantFrom('id', 'name', 'constructor'), value, { maxKeys: 2 }), value),
    }),
  },
);

/** An `after` key as a client may send it: keys of every type, hostile text, numbers of every size. */
export const afterKey = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 40 }).map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.uuid(), fc.boolean()).map(([uuid, upper]) => (upper ? uuid.toUpperCase() : uuid)) },
  { weight: 2, arbitrary: name },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: value.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))) },
);
