import {
  parseBoolean,
  parseBooleanOrSeconds,
  parseBytesOrFalse,
  parseBytes,
  parseCorsOrigin,
  parseCspSources,
  parseDurationMs,
  parseEnum,
  parseFraction,
  parseHeaderName,
  parseInteger,
  parseIpList,
  parseList,
  parseRedirect,
  parseString,
} from './parsers.js';

/**
 * Every environment variable Tessera reads: name → parser and default, in one table.
 * Names follow Directus where it has one, so an existing `.env` keeps working.
 * A `prefixed` entry collects every `NAME__<KEY>` variable into a map of KEY → parsed value.
 */
export const ENV = {
  DB_CLIENT: { parse: parseEnum(['sqlite3', 'pg', 'mysql'] as const), default: 'sqlite3' },
  DB_FILENAME: { parse: parseString, default: './data/tessera.db' },
  DB_CONNECTION_STRING: { parse: parseString, default: undefined },
  DB_HOST: { parse: parseString, default: '127.0.0.1' },
  DB_PORT: { parse: parseInteger(1, 65535), default: undefined },
  DB_USER: { parse: parseString, default: undefined },
  DB_PASSWORD: { parse: parseString, default: undefined },
  DB_DATABASE: { parse: parseString, default: undefined },
  // Tables the database keeps for itself (PostGIS, SQL Server), never served as collections.
  DB_EXCLUDE_TABLES: { parse: parseList, default: ['spatial_ref_sys', 'sysdiagrams'] as string[] },
  /** Older name of DB_POOL__MAX, still read when DB_POOL__MAX is unset. */
  DB_POOL_MAX: { parse: parseInteger(1, 1000), default: 10 },
  /** The reference's pool settings: `DB_POOL__MIN`, `DB_POOL__MAX` and the other integer options of Knex's pool (`DB_POOL__IDLE_TIMEOUT_MILLIS`…). */
  DB_POOL: { parse: parseInteger(0, 2_147_483_647), default: undefined, prefixed: true },
  /** Longest a statement may run, in ms, before the database cancels it (PostgreSQL, MariaDB, MySQL SELECTs); 0 = no limit. Not applied on SQLite. */
  DB_STATEMENT_TIMEOUT: { parse: parseInteger(0, 2_147_483_647), default: 0 },
  DATA_DIR: { parse: parseString, default: './data' },
  HOST: { parse: parseString, default: '0.0.0.0' },
  PORT: { parse: parseInteger(0, 65535), default: 8055 },
  PUBLIC_URL: { parse: parseString, default: '/' },
  KEY: { parse: parseString, default: undefined },
  SECRET: { parse: parseString, default: undefined },
  ADMIN_EMAIL: { parse: parseString, default: undefined },
  ADMIN_PASSWORD: { parse: parseString, default: undefined },
  LOG_LEVEL: {
    parse: parseEnum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    default: 'info',
  },
  /** One log line per answered request (method, redacted URL, status, time, ids, bytes); `false` leaves only errors and events. */
  LOG_REQUESTS: { parse: parseBoolean, default: true },
  /** The reference's name: `pretty` lines for people, `raw` JSON lines for collectors; `auto` (ours) is pretty on a terminal only. */
  LOG_STYLE: { parse: parseEnum(['auto', 'pretty', 'raw'] as const), default: 'auto' },
  /** After SIGTERM: how long (ms) the server keeps answering, with /server/health at 503, so load balancers stop sending before it closes. */
  SERVER_SHUTDOWN_DELAY: { parse: parseInteger(0, 3_600_000), default: 5_000 },
  /** The reference's name and default: how long (ms) closing waits for requests in flight before cutting their connections. */
  SERVER_SHUTDOWN_TIMEOUT: { parse: parseInteger(0, 3_600_000), default: 1_000 },
  MAX_PAYLOAD_SIZE: { parse: parseString, default: '1mb' },
  ACCESS_TOKEN_TTL: { parse: parseDurationMs, default: 15 * 60_000 },
  REFRESH_TOKEN_TTL: { parse: parseDurationMs, default: 7 * 24 * 3_600_000 },
  SESSION_COOKIE_TTL: { parse: parseDurationMs, default: 24 * 3_600_000 },
  LOGIN_STALL_TIME: { parse: parseInteger(0, 60_000), default: 500 },
  QUERY_LIMIT_DEFAULT: { parse: parseInteger(1, Number.MAX_SAFE_INTEGER), default: 100 },
  QUERY_LIMIT_MAX: { parse: parseInteger(-1, Number.MAX_SAFE_INTEGER), default: -1 },
  MAX_RELATIONAL_DEPTH: { parse: parseInteger(2, 100), default: 10 },
  /** `meta` counts at or above this many rows are the planner's estimate on PostgreSQL (0: always exact). */
  QUERY_COUNT_ESTIMATE_THRESHOLD: { parse: parseInteger(0, Number.MAX_SAFE_INTEGER), default: 100_000 },
  /** The reference's name and default: how deep the querystring parser (qs) builds objects (`filter[a][_eq]=1` is 2). */
  QUERY_MAX_DEPTH: { parse: parseInteger(2, 1000), default: 10 },
  /**
   * How deep JSON may nest: bodies (field values and nested writes included) and query options sent
   * as JSON text (`filter={…}`, SEARCH). Checked before anything walks it, so no recursion over
   * user input goes deeper; large enough for a filter at MAX_RELATIONAL_DEPTH inside `_and`/`_or`.
   */
  MAX_JSON_DEPTH: { parse: parseInteger(2, 10_000), default: 100 },
  MAX_BATCH_MUTATION: { parse: parseInteger(1, Number.MAX_SAFE_INTEGER), default: Number.MAX_SAFE_INTEGER },
  /**
   * Conditions (comparisons such as `_eq`, `_in`) one filter may hold, `_and`/`_or` branches and
   * relational filters included (ours): SQLite plans a long `_or` in time growing with its square.
   */
  QUERY_FILTER_LIMIT: { parse: parseInteger(1, 1_000_000), default: 1000 },
  /** Entries one `alias` option may have (ours): each is a column of the answer (PostgreSQL returns at most 1664). */
  QUERY_ALIAS_LIMIT: { parse: parseInteger(1, 1_000_000), default: 1000 },
  /** Realtime over WebSocket (api-reference section 9); off by default, as in the reference. */
  WEBSOCKETS_ENABLED: { parse: parseBoolean, default: false },
  WEBSOCKETS_REST_ENABLED: { parse: parseBoolean, default: true },
  WEBSOCKETS_REST_PATH: { parse: parseString, default: '/websocket' },
  /** `public` (anonymous until an auth message), `handshake` (the first message must be auth), `strict` (token in the URL). */
  WEBSOCKETS_REST_AUTH: { parse: parseEnum(['public', 'handshake', 'strict'] as const), default: 'handshake' },
  /** Seconds a handshake (or a re-auth after TOKEN_EXPIRED) may take, as the reference counts them. */
  WEBSOCKETS_REST_AUTH_TIMEOUT: { parse: parseInteger(1, 86_400), default: 10 },
  /** Open REST sockets per process; 0 for no limit. */
  WEBSOCKETS_REST_CONN_LIMIT: { parse: parseInteger(0, 10_000_000), default: 0 },
  WEBSOCKETS_GRAPHQL_ENABLED: { parse: parseBoolean, default: true },
  WEBSOCKETS_GRAPHQL_PATH: { parse: parseString, default: '/graphql' },
  WEBSOCKETS_GRAPHQL_AUTH: { parse: parseEnum(['public', 'handshake', 'strict'] as const), default: 'handshake' },
  WEBSOCKETS_GRAPHQL_AUTH_TIMEOUT: { parse: parseInteger(1, 86_400), default: 10 },
  WEBSOCKETS_GRAPHQL_CONN_LIMIT: { parse: parseInteger(0, 10_000_000), default: 0 },
  WEBSOCKETS_HEARTBEAT_ENABLED: { parse: parseBoolean, default: true },
  /** Seconds between the server's pings; a socket silent for a whole period is closed. */
  WEBSOCKETS_HEARTBEAT_PERIOD: { parse: parseInteger(1, 86_400), default: 30 },
  /** Largest message a client may send; a larger one gets an error and, repeated, closes that socket. */
  WEBSOCKETS_MAX_MESSAGE_SIZE: { parse: parseBytes, default: 1024 * 1024 },
  /** Bytes queued for one socket before it counts as a slow consumer and is dropped (ours). */
  WEBSOCKETS_MAX_BUFFERED: { parse: parseBytes, default: 4 * 1024 * 1024 },
  /** Messages one socket may send per second before it is told to slow down; repeated floods close it (ours). */
  WEBSOCKETS_RATE_LIMIT_POINTS: { parse: parseInteger(1, 1_000_000), default: 100 },
  /** `true` (anyone), `false` (no one) or `authenticated` (signed-in callers only, the default here). */
  GRAPHQL_INTROSPECTION: { parse: parseEnum(['true', 'false', 'authenticated'] as const), default: 'authenticated' },
  /** Deepest selection a GraphQL operation may nest. */
  GRAPHQL_QUERY_DEPTH_LIMIT: { parse: parseInteger(1, 1000), default: 20 },
  /** Tokens a GraphQL document may have (the reference's 5000). */
  GRAPHQL_QUERY_TOKEN_LIMIT: { parse: parseInteger(1, 10_000_000), default: 5000 },
  /** Aliases (and fields) one GraphQL operation may request. */
  GRAPHQL_QUERY_ALIAS_LIMIT: { parse: parseInteger(1, 1_000_000), default: 100 },
  /**
   * Field nodes one GraphQL operation may select once its fragment spreads are expanded (ours): a
   * document without fragments can't reach it under the token limit; fragments spread in fragments can.
   */
  GRAPHQL_QUERY_FIELD_LIMIT: { parse: parseInteger(1, 100_000_000), default: 10_000 },
  /** Estimated rows one GraphQL operation may read (limits multiplied down the nesting) before it is refused unrun. */
  GRAPHQL_QUERY_COST_LIMIT: { parse: parseInteger(1, Number.MAX_SAFE_INTEGER), default: 1_000_000 },
  /** Per-role generated schemas kept in memory. */
  GRAPHQL_SCHEMA_CACHE_CAPACITY: { parse: parseInteger(1, 100_000), default: 100 },
  REDIS: { parse: parseString, default: undefined },
  SYNCHRONIZATION_STORE: { parse: parseEnum(['memory', 'redis'] as const), default: 'memory' },
  RATE_LIMITER_STORE: { parse: parseEnum(['memory', 'redis'] as const), default: 'memory' },
  /** The response cache of GET answers (api-reference section 1, steps 11 and 16), off by default. */
  CACHE_ENABLED: { parse: parseBoolean, default: false },
  /** `redis` shares answers between instances (needs REDIS); `memory` keeps them per process. */
  CACHE_STORE: { parse: parseEnum(['memory', 'redis'] as const), default: 'memory' },
  CACHE_TTL: { parse: parseDurationMs, default: 5 * 60_000 },
  CACHE_NAMESPACE: { parse: parseString, default: 'system-cache' },
  /** On here, unlike the reference: a write purges every answer that read the written collection. */
  CACHE_AUTO_PURGE: { parse: parseBoolean, default: true },
  /** Accepted for the reference's sake: the schema model is always cached and rebuilt on every change. */
  CACHE_SCHEMA: { parse: parseBoolean, default: true },
  /** `s-maxage` of cached answers' Cache-Control: false (none), true (the max-age) or seconds. */
  CACHE_CONTROL_S_MAXAGE: { parse: parseBooleanOrSeconds, default: false as boolean | number },
  /** Lets a request with `Cache-Control: no-store` bypass the cache. */
  CACHE_SKIP_ALLOWED: { parse: parseBoolean, default: false },
  /** A header (e.g. X-Cache-Status) answering HIT or MISS on cacheable requests; unset sends none. */
  CACHE_STATUS_HEADER: { parse: parseHeaderName, default: undefined },
  /** Larger answers are not cached; `false` caches any size. 1mb here, unlike the reference's false: the memory store keeps whole answers. */
  CACHE_VALUE_MAX_SIZE: { parse: parseBytesOrFalse, default: (1024 * 1024) as number | false },
  /** Answers the memory store keeps at most (ours); the least recently used go first. */
  CACHE_MEMORY_MAX: { parse: parseInteger(1, 10_000_000), default: 1000 },
  EMAIL_TRANSPORT: { parse: parseEnum(['smtp', 'sendmail', 'none'] as const), default: 'none' },
  EMAIL_FROM: { parse: parseString, default: 'no-reply@example.com' },
  EMAIL_SMTP_HOST: { parse: parseString, default: '127.0.0.1' },
  EMAIL_SMTP_PORT: { parse: parseInteger(1, 65535), default: 587 },
  EMAIL_SMTP_USER: { parse: parseString, default: undefined },
  EMAIL_SMTP_PASSWORD: { parse: parseString, default: undefined },
  EMAIL_SMTP_SECURE: { parse: parseBoolean, default: false },
  EMAIL_SMTP_IGNORE_TLS: { parse: parseBoolean, default: false },
  /** Where the flows' mail operation finds `<name>.liquid` templates (`type: template`), as the reference's. */
  EMAIL_TEMPLATES_PATH: { parse: parseString, default: './templates' },
  PASSWORD_RESET_URL_ALLOW_LIST: { parse: parseList, default: [] as string[] },
  USER_INVITE_URL_ALLOW_LIST: { parse: parseList, default: [] as string[] },
  /** Where a registration's verification link may point (`verification_url` of `POST /users/register`). */
  USER_REGISTER_URL_ALLOW_LIST: { parse: parseList, default: [] as string[] },
  /** The reference's registration limiter: per IP, on by default, 5 per 60 s. */
  RATE_LIMITER_REGISTRATION_ENABLED: { parse: parseBoolean, default: true },
  RATE_LIMITER_REGISTRATION_POINTS: { parse: parseInteger(1, 1_000_000), default: 5 },
  RATE_LIMITER_REGISTRATION_DURATION: { parse: parseInteger(1, 86_400), default: 60 },
  /** `/utils/hash/generate` and `/verify` per caller (user, else IP), ours: argon2 costs 64 MiB and ~100 ms of CPU a call. */
  RATE_LIMITER_HASH_ENABLED: { parse: parseBoolean, default: true },
  RATE_LIMITER_HASH_POINTS: { parse: parseInteger(1, 1_000_000), default: 10 },
  RATE_LIMITER_HASH_DURATION: { parse: parseInteger(1, 86_400), default: 60 },
  /** How long every `POST /users/register` answer takes at least, so its timing tells nothing about the e-mail. */
  REGISTER_STALL_TIME: { parse: parseInteger(0, 60_000), default: 750 },
  RATE_LIMITER_ENABLED: { parse: parseBoolean, default: false },
  RATE_LIMITER_POINTS: { parse: parseInteger(1, 1_000_000), default: 50 },
  RATE_LIMITER_DURATION: { parse: parseInteger(1, 86_400), default: 1 },
  /** One budget shared by every client (all instances when the store is Redis), off by default as in the reference. */
  RATE_LIMITER_GLOBAL_ENABLED: { parse: parseBoolean, default: false },
  RATE_LIMITER_GLOBAL_POINTS: { parse: parseInteger(1, 100_000_000), default: 1000 },
  RATE_LIMITER_GLOBAL_DURATION: { parse: parseInteger(1, 86_400), default: 1 },
  /** 503 while this process is overloaded (event loop or memory), on by default as in the reference. */
  PRESSURE_LIMITER_ENABLED: { parse: parseBoolean, default: true },
  PRESSURE_LIMITER_SAMPLE_INTERVAL: { parse: parseInteger(10, 60_000), default: 250 },
  PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION: { parse: parseFraction, default: 0.99 },
  PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY: { parse: parseInteger(0, 600_000), default: 500 },
  /** Bytes; 0 (the default) does not check. */
  PRESSURE_LIMITER_MAX_MEMORY_RSS: { parse: parseInteger(0, Number.MAX_SAFE_INTEGER), default: 0 },
  PRESSURE_LIMITER_MAX_MEMORY_HEAP_USED: { parse: parseInteger(0, Number.MAX_SAFE_INTEGER), default: 0 },
  /** Seconds sent in Retry-After with a 503; 0 sends none. */
  PRESSURE_LIMITER_RETRY_AFTER: { parse: parseInteger(0, 86_400), default: 0 },
  LOGIN_RATE_LIMIT_POINTS: { parse: parseInteger(1, 1_000_000), default: 20 },
  LOGIN_RATE_LIMIT_DURATION: { parse: parseInteger(1, 86_400), default: 60 },
  /** Sign-in and password-request limits per IP and per account: on by default, unlike the reference. */
  LOGIN_RATE_LIMIT_ENABLED: { parse: parseBoolean, default: true },
  PASSWORD_REQUEST_RATE_LIMIT_POINTS: { parse: parseInteger(1, 1_000_000), default: 5 },
  PASSWORD_REQUEST_RATE_LIMIT_DURATION: { parse: parseInteger(1, 86_400), default: 60 },
  /**
   * argon2 hashes and checks running at once in this process (ours); the others wait, sign-ins and
   * password checks ahead of `/utils/hash/*`. Each holds argon2's memory (64 MiB) and a libuv thread.
   */
  HASH_MAX_CONCURRENT: { parse: parseInteger(1, 64), default: 2 },
  /**
   * The reference's names: the argon2 cost of the hashes this server writes (node-argon2's defaults,
   * ours). Lower costs make hashes cheaper to guess; the test harness lowers them to save CPU. Stored
   * and submitted hashes up to the larger of these and the defaults still verify (argon2-hash-cost.ts).
   */
  HASH_MEMORY_COST: { parse: parseInteger(8, 4_194_304), default: 65_536 },
  HASH_TIME_COST: { parse: parseInteger(1, 100), default: 3 },
  HASH_PARALLELISM: { parse: parseInteger(1, 64), default: 4 },
  /** Bytes of digest; 64 at most, so every hash we write is one argon2-hash-cost.ts reads back. */
  HASH_HASH_LENGTH: { parse: parseInteger(4, 64), default: 32 },
  /** The reference's numbering: 0 argon2d, 1 argon2i, 2 argon2id. */
  HASH_TYPE: { parse: parseInteger(0, 2), default: 2 },
  /** Key prefix of every rate-limiter counter, so instances sharing a Redis share counters and nothing else. */
  RATE_LIMITER_NAMESPACE: { parse: parseString, default: 'tessera:rate-limit' },
  REFRESH_TOKEN_COOKIE_SECURE: { parse: parseBoolean, default: false },
  REFRESH_TOKEN_COOKIE_DOMAIN: { parse: parseString, default: undefined },
  SESSION_COOKIE_SECURE: { parse: parseBoolean, default: false },
  SESSION_COOKIE_DOMAIN: { parse: parseString, default: undefined },
  /** Sign-in providers besides the local one, by name (`AUTH_<NAME>_DRIVER`, … configure each); see auth/providers. */
  AUTH_PROVIDERS: { parse: parseList, default: [] as string[] },
  /** Refuse the local e-mail/password sign-in (the providers alone sign users in). */
  AUTH_DISABLE_DEFAULT: { parse: parseBoolean, default: false },
  /** Every `AUTH_*` variable, raw: the per-provider settings (`AUTH_<NAME>_<KEY>`) are read from it. */
  AUTH_VARIABLES: { parse: parseString, default: undefined, startsWith: 'AUTH_' },
  /** How long a verified token's user and role stay cached; user or role changes drop them at once. */
  AUTH_TOKEN_CACHE_TTL: { parse: parseDurationMs, default: 30_000 },
  AUTH_TOKEN_CACHE_MAX: { parse: parseInteger(0, 10_000_000), default: 10_000 },
  /** Off unlike the reference: trusting X-Forwarded-For with no proxy in front lets clients pick their address past `ip_access` and per-IP limits. */
  IP_TRUST_PROXY: { parse: parseBoolean, default: false },
  /** Resumable uploads (`/files/tus`, the tus protocol): off by default, as the reference. */
  TUS_ENABLED: { parse: parseBoolean, default: false },
  /** The part size clients are told to send (`/server/info` `uploads.chunkSize`) and the S3 store's part size. */
  TUS_CHUNK_SIZE: { parse: parseString, default: '8mb' },
  /** How long an unfinished upload may go without a byte before it is gone (410, then removed). */
  TUS_UPLOAD_EXPIRATION: { parse: parseDurationMs, default: 10 * 60_000 },
  /** When idle unfinished uploads are removed: a cron pattern (a leading seconds field allowed). */
  TUS_CLEANUP_SCHEDULE: { parse: parseString, default: '0 * * * *' },
  /** A header naming the client's address, set by the proxy in front (`CF-Connecting-IP`); off by default. */
  IP_CUSTOM_HEADER: { parse: parseHeaderName, default: undefined },
  /** `CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC="'self' https://example.com"`: one directive of the admin app's policy, replacing its default; `false` drops it. */
  CONTENT_SECURITY_POLICY_DIRECTIVES: { parse: parseCspSources, default: undefined, prefixed: true },
  HSTS_ENABLED: { parse: parseBoolean, default: false },
  SERVE_APP: { parse: parseBoolean, default: true },
  /** Cross-origin requests from browsers (front-ends on another origin), off by default as in the reference. */
  CORS_ENABLED: { parse: parseBoolean, default: false },
  /** `true` reflects any origin, `false` allows none, else a comma-separated list of exact origins. */
  CORS_ORIGIN: { parse: parseCorsOrigin, default: false as boolean | string[] },
  CORS_METHODS: { parse: parseList, default: ['GET', 'POST', 'PATCH', 'DELETE'] as string[] },
  CORS_ALLOWED_HEADERS: { parse: parseList, default: ['Content-Type', 'Authorization'] as string[] },
  CORS_EXPOSED_HEADERS: { parse: parseList, default: ['Content-Range'] as string[] },
  CORS_CREDENTIALS: { parse: parseBoolean, default: true },
  CORS_MAX_AGE: { parse: parseInteger(0, 31_536_000), default: 18_000 },
  /** Where `/` sends a browser; `false` leaves `/` unanswered (404). */
  ROOT_REDIRECT: { parse: parseRedirect, default: './admin' as string | false },
  ROBOTS_TXT: { parse: parseString, default: 'User-agent: *\nDisallow: /' },
  ADMIN_APP_DIR: { parse: parseString, default: undefined },
  /** Where local extensions live, one package folder each (the reference's name and default, relative to the working directory). */
  EXTENSIONS_PATH: { parse: parseString, default: './extensions' },
  /** Reload extensions when a file under EXTENSIONS_PATH changes (development; the reference's name, off by default). */
  EXTENSIONS_AUTO_RELOAD: { parse: parseBoolean, default: false },
  /** Names of the storage locations files may go to; the first is where uploads go unless told otherwise. */
  STORAGE_LOCATIONS: { parse: parseList, default: ['local'] as string[] },
  /**
   * Every `STORAGE_<LOCATION>_<SETTING>` variable (`STORAGE_LOCAL_ROOT`, `STORAGE_S3_BUCKET`, …) as
   * `<LOCATION>_<SETTING>` → text; `storage/storage-locations.ts` reads and checks them.
   */
  STORAGE: { parse: parseString, default: undefined, startsWith: 'STORAGE_' },
  /** Largest accepted upload (`10mb`, `1gb`, bytes); unset: no limit, as the reference. Over it: 413 and nothing stored. */
  FILES_MAX_UPLOAD_SIZE: { parse: parseString, default: undefined },
  /** MIME types uploads may have, globs such as `image/*`; the reference's default accepts every type. */
  FILES_MIME_TYPE_ALLOW_LIST: { parse: parseList, default: ['*/*'] as string[] },
  /**
   * Which image metadata (`<section>.<tag>`) goes into `directus_files.metadata`; `*` keeps all. The
   * reference's v10.13 default, whose EXIF names follow the Exif standard (`ISOSpeedRatings`).
   */
  FILE_METADATA_ALLOW_LIST: {
    parse: parseList,
    default: ['ifd0.Make', 'ifd0.Model', 'exif.FNumber', 'exif.ExposureTime', 'exif.FocalLength', 'exif.ISOSpeedRatings'] as string[],
  },
  /**
   * Addresses outbound requests (file import, later webhooks and flows) may not reach: IPs, CIDR
   * ranges, and `0.0.0.0` = every address of this machine. The reference defaults to
   * `0.0.0.0,169.254.169.254` only, which lets an import reach 10.x, 192.168.x or a neighbour's
   * admin port; ours denies every non-public range too. IPv6 addresses that embed a denied IPv4
   * one (`::ffff:127.0.0.1`, NAT64, 6to4) are denied with it. Setting it replaces the whole list.
   */
  /** Webhook calls: retries after a failed first attempt (network error, timeout, 429, 5xx), the first back-off (doubling), the deadline of one attempt. */
  WEBHOOKS_RETRIES: { parse: parseInteger(0, 10), default: 3 },
  WEBHOOKS_RETRY_DELAY: { parse: parseDurationMs, default: 1000 },
  WEBHOOKS_TIMEOUT: { parse: parseDurationMs, default: 10_000 },
  IMPORT_IP_DENY_LIST: {
    parse: parseIpList,
    default: [
      '0.0.0.0', // keyword: this machine's interfaces (and 0.0.0.0 itself)
      '0.0.0.0/8',
      '10.0.0.0/8',
      '100.64.0.0/10', // carrier-grade NAT
      '127.0.0.0/8',
      '169.254.0.0/16', // link-local, incl. the cloud metadata address 169.254.169.254
      '172.16.0.0/12',
      '192.0.0.0/24',
      '192.0.2.0/24',
      '192.88.99.0/24',
      '192.168.0.0/16',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '224.0.0.0/4', // multicast
      '240.0.0.0/4', // reserved, incl. broadcast 255.255.255.255
      '::/128',
      '::1/128',
      '100::/64', // discard-only
      '2001:db8::/32',
      'fc00::/7', // unique-local
      'fe80::/10', // link-local
      'fec0::/10', // deprecated site-local
      'ff00::/8', // multicast
    ] as string[],
  },
  /** How long browsers and proxies may keep an asset (`Cache-Control: max-age`), the reference's 30 days. */
  ASSETS_CACHE_TTL: { parse: parseDurationMs, default: 30 * 86_400_000 },
  /** Images wider or taller than this are never transformed, and no transform may ask for more. */
  ASSETS_TRANSFORM_IMAGE_MAX_DIMENSION: { parse: parseInteger(1, 100_000), default: 6000 },
  /** Transforms computed at once; a request for another one answers 503 with Retry-After. */
  ASSETS_TRANSFORM_MAX_CONCURRENT: { parse: parseInteger(1, 10_000), default: 25 },
  /**
   * Transforms computed at once for one caller (a user; an IP for the public role and shares), ours:
   * its others wait in its own line (past 32 waiting, 503 with Retry-After), so one caller cannot take every slot.
   */
  ASSETS_TRANSFORM_MAX_CONCURRENT_PER_USER: { parse: parseInteger(1, 10_000), default: 2 },
  /** A transform taking longer is abandoned (503), and nothing of it is stored. */
  ASSETS_TRANSFORM_TIMEOUT: { parse: parseDurationMs, default: 7500 },
  /** Steps allowed in the `transforms` query parameter. */
  ASSETS_TRANSFORM_MAX_OPERATIONS: { parse: parseInteger(0, 100), default: 5 },
  /**
   * CSV export files (`?export=csv`, `/utils/export`, `tessera export`): text a spreadsheet would run
   * as a formula (starting with `=`, `+`, `-`, `@`, tab or CR) gets a leading `'` (ours; OWASP's advice).
   */
  EXPORT_CSV_ESCAPE_FORMULAS: { parse: parseBoolean, default: true },
  /** Heap of one Run Script (`exec`) operation's isolate, in MB; past it the script is stopped (the reference's 32). */
  FLOWS_RUN_SCRIPT_MAX_MEMORY: { parse: parseInteger(8, 4096), default: 32 },
  /** How long one Run Script operation may take, in ms, before it is stopped (the reference's 10000). */
  FLOWS_RUN_SCRIPT_TIMEOUT: { parse: parseDurationMs, default: 10_000 },
  /** Run Script operations running at once per process (ours): one more is refused at once (SERVICE_UNAVAILABLE), so a flood can't pile up isolates. */
  FLOWS_RUN_SCRIPT_MAX_CONCURRENT: { parse: parseInteger(1, 10_000), default: 10 },
  /** Heap of one sandboxed API extension's isolate, in MB (the reference's 100); past it the extension is stopped. */
  EXTENSIONS_SANDBOX_MEMORY: { parse: parseInteger(8, 4096), default: 100 },
  /** How long one call into a sandboxed API extension may take, in ms, awaited requests and sleeps included (the reference's 1000); past it the extension is stopped. */
  EXTENSIONS_SANDBOX_TIMEOUT: { parse: parseDurationMs, default: 1000 },
  /**
   * What a flow run's revision keeps of one value of its data (an operation's result, `$trigger`),
   * about this many bytes of JSON (ours): past it, its beginning under a `--truncated--` marker.
   */
  FLOWS_STEP_OUTPUT_MAX_SIZE: { parse: parseBytes, default: 1024 * 1024 },
  /** Largest answer body a flow's Request URL (`request`) operation reads; past it the operation rejects. */
  FLOWS_REQUEST_MAX_RESPONSE_SIZE: { parse: parseBytes, default: 10 * 1024 * 1024 },
  /** How long a flow's Request URL operation may take, in ms (lookup, connect, answer). */
  FLOWS_REQUEST_TIMEOUT: { parse: parseDurationMs, default: 30_000 },
  /** Variables a flow may read as `$env` (api-reference section 8); none by default. */
  FLOWS_ENV_ALLOW_LIST: { parse: parseList, default: [] as string[] },
  /** The values of the variables FLOWS_ENV_ALLOW_LIST names, by name (not a variable of its own). */
  FLOWS_ENV: { parse: parseString, default: undefined, allowedBy: 'FLOWS_ENV_ALLOW_LIST' },
} as const;

export type EnvName = keyof typeof ENV;
