import type { EnvName } from '../../src/config/env.js';

/** A test that runs a setting as `npm start` has it (unset) and asserts what its default does. */
export interface KeptBy {
  /** The test file, from the repository root. */
  file: string;
  /** The exact title of the test (or of its describe block), as written in the file. */
  test: string;
  why?: string;
}

/** A setting that does nothing until it is set (a credential). */
export interface OnlyWhenSet {
  onlyWhenSet: string;
}

type Kept = [EnvName, KeptBy | OnlyWhenSet];
/** Settings kept by one test, each with a line on what it shows (empty when the title says it). */
type Whys = Partial<Record<EnvName, string>>;

const entriesOf = (file: string, test: string, whys: Whys): Kept[] =>
  Object.entries(whys).map(([name, why]) => [name as EnvName, { file, test, ...(why ? { why } : {}) }]);
/** A test of the server package, by its path under packages/server/src. */
const kept = (file: string, test: string, whys: Whys): Kept[] => entriesOf(`packages/server/src/${file}`, test, whys);
/** A test of the first run (issue 37): a fresh clone, `npm start` with only PORT set, sign-in in Chromium. */
const firstRun = (test: string, whys: Whys): Kept[] => entriesOf('packages/app/e2e/first-run.e2e.test.ts', test, whys);
const only = (name: EnvName, onlyWhenSet: string): Kept => [name, { onlyWhenSet }];

/**
 * For every setting a test, the test harness, a browser test or a bench overrides: the test that
 * keeps its default (STYLE.md section 8, issue 37). `test/lint/defaults-kept.test.ts` fails when an
 * override has no entry here, or an entry names a test that does not exist.
 */
export const DEFAULTS_KEPT: ReadonlyMap<EnvName, KeptBy | OnlyWhenSet> = new Map<EnvName, KeptBy | OnlyWhenSet>([
  ...firstRun('prints the first administrator, where the data and uploads live, and where it serves the app from', {
    DB_CLIENT: 'SQLite, the file it prints',
    DB_FILENAME: './data/tessera.db under the working directory',
    DATA_DIR: './data: the database, data/uploads and data/secrets.json',
    ADMIN_EMAIL: 'admin@example.com, printed',
    ADMIN_APP_DIR: "the app comes from the clone's own @tessera/app package",
    LOG_STYLE: 'auto: JSON lines when the output is a pipe',
    LOG_LEVEL: 'info: the info line naming where the app is served from is written',
  }),
  ...firstRun('a browser at the printed address gets the sign-in page, and the printed password opens the content module', {
    ADMIN_PASSWORD: 'a generated password, printed once, that signs in',
    SERVE_APP: 'the admin app is served at /admin',
  }),
  ...firstRun('a second start prints no password, keeps the generated secrets (tokens stay valid) and the data', {
    KEY: 'generated into data/secrets.json and kept over a restart',
    SECRET: 'generated and kept: a token signed before the restart still works',
  }),
  ...firstRun('keeps uploads in ./data/uploads and serves extensions from ./extensions', {
    EXTENSIONS_PATH: 'an endpoint dropped into ./extensions answers',
    STORAGE: 'STORAGE_LOCAL_ROOT unset: an upload lands in ./data/uploads',
    STORAGE_LOCATIONS: 'one location, local, where uploads go',
  }),
  ...kept('server-listen.http.test.ts', 'listens on every interface while HOST is unset (0.0.0.0), and names 127.0.0.1 as its address', {
    HOST: '',
  }),
  ...kept(
    'server-listen.http.test.ts',
    'takes port 8055 while PORT is unset, and says in one line, naming PORT, when another program holds it',
    { PORT: '' },
  ),
  ...kept(
    'db/dialects/connection-defaults.test.ts',
    '%s: database tessera on 127.0.0.1 at its usual port, as its admin user, without a password',
    {
      DB_HOST: 'and every PostgreSQL and MariaDB test connects so',
      DB_PORT: '5432, 3306',
      DB_USER: 'postgres, root',
      DB_PASSWORD: '',
      DB_DATABASE: 'tessera: no test can use that name on a shared server',
      DB_CONNECTION_STRING: 'unset: the DB_HOST… parts are used',
    },
  ),
  ...kept(
    'db/dialects/pool-and-statement-timeout.http.test.ts',
    'opens up to 10 connections under load while DB_POOL__MAX (and DB_POOL_MAX) is unset',
    { DB_POOL: '', DB_POOL_MAX: '' },
  ),
  ...kept(
    'db/dialects/pool-and-statement-timeout.http.test.ts',
    'lets a statement take as long as it needs while DB_STATEMENT_TIMEOUT is unset',
    { DB_STATEMENT_TIMEOUT: '' },
  ),
  ...kept('schema/exclude-tables.http.test.ts', 'leaves spatial_ref_sys out by default, and it cannot be read as items', {
    DB_EXCLUDE_TABLES: '',
  }),
  ...kept(
    'http/routes/auth-defaults.http.test.ts',
    'answers a wrong password and an unknown e-mail after at least 500 ms (LOGIN_STALL_TIME)',
    { LOGIN_STALL_TIME: '' },
  ),
  ...kept(
    'http/routes/auth-defaults.http.test.ts',
    'refuses the 21st sign-in from one address within a minute with 429 and a Retry-After of at most 60 s',
    {
      LOGIN_RATE_LIMIT_ENABLED: '',
      LOGIN_RATE_LIMIT_POINTS: '20, per address and per account',
      LOGIN_RATE_LIMIT_DURATION: 'Retry-After within the 60 s window',
      RATE_LIMITER_STORE: 'memory: counted in this process, no Redis',
    },
  ),
  ...kept(
    'http/routes/auth-defaults.http.test.ts',
    'refuses the 6th password request from one address within a minute (PASSWORD_REQUEST_RATE_LIMIT_*)',
    { PASSWORD_REQUEST_RATE_LIMIT_POINTS: '' },
  ),
  ...kept('http/routes/auth-defaults.http.test.ts', "keeps a token's user for AUTH_TOKEN_CACHE_TTL's 30 s, then reads it again", {
    AUTH_TOKEN_CACHE_TTL: '',
  }),
  ...kept('http/routes/auth.http.test.ts', 'signs in (json) with the reference shape, a session row, an activity row and last_access', {
    ACCESS_TOKEN_TTL: 'expires 900000 and exp - iat = 900 s',
  }),
  ...kept('http/routes/auth.http.test.ts', 'cookie mode keeps the refresh token in an httpOnly SameSite=Lax cookie, out of the body', {
    REFRESH_TOKEN_TTL: 'Max-Age=604800, seven days',
  }),
  ...kept('http/routes/auth-providers.http.test.ts', 'lists no providers and the default sign-in as enabled when none are configured', {
    AUTH_PROVIDERS: '',
    AUTH_DISABLE_DEFAULT: '',
  }),
  ...kept(
    'auth/providers/oauth2/oauth2-driver.http.test.ts',
    'answers INVALID_CREDENTIALS and creates nobody (the default scope "email" is not enough for userinfo)',
    { AUTH_VARIABLES: "a provider's unset AUTH_<NAME>_* keys take the reference defaults" },
  ),
  ...kept('http/plugins/trust-proxy.http.test.ts', 'the client address and X-Forwarded-For on %s', {
    IP_TRUST_PROXY: "its 'by default' case ignores X-Forwarded-For for ip_access and the per-IP limit",
  }),
  ...kept('http/plugins/client-ip.http.test.ts', 'ignores CF-Connecting-IP and other such headers: ip_access sees the connection address', {
    IP_CUSTOM_HEADER: '',
  }),
  ...kept('http/routes/users-register.http.test.ts', 'counts one IP across instances and stalls every answer at least 750 ms', {
    REGISTER_STALL_TIME: '',
  }),
  ...kept(
    'http/routes/users-register.http.test.ts',
    'allows the reference 5 requests per minute per IP, then answers 429 with Retry-After',
    { RATE_LIMITER_REGISTRATION_POINTS: '' },
  ),
  ...kept(
    'http/plugins/rate-limit-defaults.http.test.ts',
    'limits nothing while RATE_LIMITER_ENABLED and RATE_LIMITER_GLOBAL_ENABLED are unset: 1,200 requests at once are all answered',
    { RATE_LIMITER_ENABLED: '', RATE_LIMITER_GLOBAL_ENABLED: '' },
  ),
  ...kept(
    'http/plugins/rate-limit-defaults.http.test.ts',
    'once switched on, lets one address make 50 requests (RATE_LIMITER_POINTS), then answers 429',
    { RATE_LIMITER_POINTS: '' },
  ),
  ...kept('http/plugins/rate-limit-defaults.http.test.ts', 'once switched on, counts one address over one second (RATE_LIMITER_DURATION)', {
    RATE_LIMITER_DURATION: '',
  }),
  ...kept(
    'http/plugins/rate-limit-defaults.http.test.ts',
    'once switched on, shares 1,000 requests between every client (RATE_LIMITER_GLOBAL_POINTS), then answers 429',
    { RATE_LIMITER_GLOBAL_POINTS: '' },
  ),
  ...kept(
    'http/plugins/rate-limit-defaults.http.test.ts',
    'once switched on, counts the shared budget over one second (RATE_LIMITER_GLOBAL_DURATION)',
    { RATE_LIMITER_GLOBAL_DURATION: '' },
  ),
  ...kept('http/routes/auth-hardening.http.test.ts', 'keeps the counters under tessera:rate-limit', { RATE_LIMITER_NAMESPACE: '' }),
  ...kept(
    'http/plugins/pressure-and-global-limit.http.test.ts',
    'is on by default: over a limit it answers 503 within a second of sampling, without Retry-After',
    { PRESSURE_LIMITER_ENABLED: '', PRESSURE_LIMITER_SAMPLE_INTERVAL: '250 ms: judged within a second', PRESSURE_LIMITER_RETRY_AFTER: '' },
  ),
  ...kept('http/routes/utils-hash-cost.http.test.ts', 'writes hashes at the production cost while HASH_* are unset, and verifies them', {
    HASH_MEMORY_COST: '64 MiB: m=65536 in the hashes of /utils/hash/generate, the first admin and a new user',
    HASH_TIME_COST: '3 passes: t=3',
    HASH_PARALLELISM: '4 lanes: p=4',
    HASH_HASH_LENGTH: '32 bytes: a 43-character digest',
    HASH_TYPE: '2: $argon2id$',
  }),
  ...kept(
    'http/plugins/pressure-limit-start.http.test.ts',
    'answers the first requests after listening instead of 503 "Under pressure" for the start-up it measured',
    { PRESSURE_LIMITER_MAX_MEMORY_HEAP_USED: '0: the heap is not checked, the limiter on and answering 200' },
  ),
  ...kept(
    'cli/start-drain.test.ts',
    'answers health with 503 at once, keeps serving requests for SERVER_SHUTDOWN_DELAY (five seconds by default), then exits 0',
    { SERVER_SHUTDOWN_DELAY: '' },
  ),
  ...kept(
    'server-shutdown-timeout.http.test.ts',
    'cuts the connection of a request still running when closing has waited that long, one second by default',
    { SERVER_SHUTDOWN_TIMEOUT: '' },
  ),
  ...kept('http/plugins/security-headers.http.test.ts', 'sends them, without a content security policy, on API answers', {
    HSTS_ENABLED: 'no Strict-Transport-Security header',
  }),
  ...kept(
    'http/plugins/security-headers.http.test.ts',
    'gives the admin app a policy that allows only its own scripts, styles and API (and HTTPS basemaps), and no framing by others',
    { CONTENT_SECURITY_POLICY_DIRECTIVES: '' },
  ),
  ...kept('http/plugins/cors.http.test.ts', 'sends no CORS headers when CORS_ENABLED is off (the default)', { CORS_ENABLED: '' }),
  ...kept('http/plugins/cors.http.test.ts', 'allows no origin: preflights and answers carry no Access-Control-Allow-Origin', {
    CORS_ORIGIN: 'false, with CORS switched on',
  }),
  ...kept('http/plugins/admin-app.http.test.ts', 'redirects / to the app', { ROOT_REDIRECT: './admin' }),
  ...kept('http/plugins/cors.http.test.ts', 'answers /robots.txt: disallow everything by default, ROBOTS_TXT when set', { ROBOTS_TXT: '' }),
  ...kept(
    'logging/request-log.http.test.ts',
    'writes one line when the answer is done, with what an operator needs and the URL secrets redacted',
    { LOG_REQUESTS: '' },
  ),
  ...kept('http/routes/items.http.test.ts', 'reads 100 items when no limit is given and QUERY_LIMIT_DEFAULT is unset', {
    QUERY_LIMIT_DEFAULT: '',
  }),
  ...kept('http/routes/items.http.test.ts', 'limits (default, -1, below -1), offsets and pages', {
    QUERY_LIMIT_MAX: '-1: limit=-1 reads every item',
  }),
  ...kept('http/nesting-depth.http.test.ts', 'answers a bracket filter nested past QUERY_MAX_DEPTH with 400 INVALID_QUERY', {
    QUERY_MAX_DEPTH: '',
  }),
  ...kept('http/nesting-depth.http.test.ts', 'answers a JSON filter in the querystring nested past MAX_JSON_DEPTH with 400 INVALID_QUERY', {
    MAX_JSON_DEPTH: '',
  }),
  ...kept('http/routes/items-filter.http.test.ts', 'refuses filters deeper than MAX_RELATIONAL_DEPTH', {
    MAX_RELATIONAL_DEPTH: 'eleven levels are refused',
  }),
  ...kept('http/routes/items-writes.http.test.ts', 'creates a batch of 1,000 items while MAX_BATCH_MUTATION is unset', {
    MAX_BATCH_MUTATION: '',
  }),
  ...kept(
    'http/routes/items-count-estimates.http.test.ts',
    'answers total_count and filter_count from the planner, marked estimated, without counting',
    { QUERY_COUNT_ESTIMATE_THRESHOLD: 'a million rows are past 100,000 (PostgreSQL)' },
  ),
  ...kept(
    'schema/schema-sync.http.test.ts',
    'the second sees a schema change made through the first within 1 s over Redis; one without Redis does not',
    { SYNCHRONIZATION_STORE: 'memory: an instance without Redis keeps its own model' },
  ),
  ...kept('http/routes/auth-instances.http.test.ts', 'drops a suspended user on the other instance at once, not after the cache TTL', {
    REDIS: 'redis://127.0.0.1:6379 for the sync stores',
  }),
  ...kept('graphql/http/graphql-generated-schema.http.test.ts', 'keeps introspection from the public by default', {
    GRAPHQL_INTROSPECTION: '',
  }),
  ...kept(
    'graphql/schema/schema-permissions.test.ts',
    'keeps the schemas of the 100 callers seen last, and builds again for the one seen longest ago',
    { GRAPHQL_SCHEMA_CACHE_CAPACITY: '' },
  ),
  ...kept('http/plugins/response-cache-defaults.http.test.ts', 'reads the database for every GET while CACHE_ENABLED is unset', {
    CACHE_ENABLED: '',
  }),
  ...kept(
    'http/plugins/response-cache-defaults.http.test.ts',
    'keeps an answer for CACHE_TTL’s five minutes, in memory, and names no cache status (CACHE_STATUS_HEADER unset)',
    { CACHE_STORE: '', CACHE_TTL: '', CACHE_STATUS_HEADER: '' },
  ),
  ...kept('http/plugins/response-cache.http.test.ts', 'purges an answer when its collection is written', { CACHE_AUTO_PURGE: '' }),
  ...kept('http/plugins/response-cache-defaults.http.test.ts', 'keeps no answer larger than CACHE_VALUE_MAX_SIZE’s 1 MiB', {
    CACHE_VALUE_MAX_SIZE: '',
  }),
  ...kept(
    'http/plugins/response-cache-defaults.http.test.ts',
    'sends Cache-Control without s-maxage while CACHE_CONTROL_S_MAXAGE is unset (auto purge off)',
    { CACHE_CONTROL_S_MAXAGE: '' },
  ),
  ...kept('http/plugins/response-cache.http.test.ts', 'lets Cache-Control: no-store bypass the cache only when CACHE_SKIP_ALLOWED', {
    CACHE_SKIP_ALLOWED: 'its strict server leaves it unset: no-store is answered from the cache',
  }),
  ...kept('http/plugins/response-cache-defaults.http.test.ts', 'keeps answers under system-cache:', { CACHE_NAMESPACE: '' }),
  ...kept(
    'realtime/socket/rest-socket-auth.http.test.ts',
    'answers 404 when WEBSOCKETS_ENABLED is off (the default) or WEBSOCKETS_REST_ENABLED is false',
    { WEBSOCKETS_ENABLED: '' },
  ),
  ...kept(
    'realtime/socket/socket-defaults.http.test.ts',
    'serves REST at /websocket and GraphQL at /graphql, both asking for a token first (handshake)',
    {
      WEBSOCKETS_REST_ENABLED: '',
      WEBSOCKETS_REST_PATH: '',
      WEBSOCKETS_REST_AUTH: '',
      WEBSOCKETS_GRAPHQL_ENABLED: '',
      WEBSOCKETS_GRAPHQL_PATH: '',
      WEBSOCKETS_GRAPHQL_AUTH: '',
    },
  ),
  ...kept(
    'realtime/socket/socket-defaults.http.test.ts',
    'closes a REST socket that sends no auth within WEBSOCKETS_REST_AUTH_TIMEOUT’s 10 s, not before',
    { WEBSOCKETS_REST_AUTH_TIMEOUT: '' },
  ),
  ...kept(
    'realtime/socket/socket-defaults.http.test.ts',
    'closes a GraphQL socket that sends no connection_init within WEBSOCKETS_GRAPHQL_AUTH_TIMEOUT’s 10 s',
    { WEBSOCKETS_GRAPHQL_AUTH_TIMEOUT: '' },
  ),
  ...kept(
    'realtime/socket/socket-defaults.http.test.ts',
    'pings every WEBSOCKETS_HEARTBEAT_PERIOD’s 30 s and closes a socket silent for a whole period',
    { WEBSOCKETS_HEARTBEAT_ENABLED: '', WEBSOCKETS_HEARTBEAT_PERIOD: '' },
  ),
  ...kept(
    'realtime/socket/socket-defaults.http.test.ts',
    'answers 100 messages a second from one socket (WEBSOCKETS_RATE_LIMIT_POINTS), then REQUESTS_EXCEEDED',
    { WEBSOCKETS_RATE_LIMIT_POINTS: '' },
  ),
  ...kept(
    'realtime/socket/socket-defaults.http.test.ts',
    'accepts any number of sockets while WEBSOCKETS_REST_CONN_LIMIT and WEBSOCKETS_GRAPHQL_CONN_LIMIT are unset',
    {
      WEBSOCKETS_REST_CONN_LIMIT: '0: 30 sockets, more than any small limit',
      WEBSOCKETS_GRAPHQL_CONN_LIMIT: '0: 30 sockets, more than any small limit',
    },
  ),
  ...kept(
    'realtime/socket/rest-socket-abuse.http.test.ts',
    'answers a 3 MB message with an error without closing, and closes with 1009 a frame past the transport cap',
    { WEBSOCKETS_MAX_MESSAGE_SIZE: '1 MiB' },
  ),
  ...kept('services/mail/mail-at-defaults.http.test.ts', 'sends nothing while EMAIL_TRANSPORT is none, and says so in the log', {
    EMAIL_TRANSPORT: '',
  }),
  ...kept(
    'services/mail/smtp-transport-options.test.ts',
    'dials 127.0.0.1:587 without TLS at connect (STARTTLS when offered) and signs in to nothing, with only EMAIL_TRANSPORT set',
    {
      EMAIL_SMTP_PORT: 'a catcher cannot listen on 587: the options handed to nodemailer',
      EMAIL_SMTP_HOST: 'and every mail test: the catcher listens on 127.0.0.1',
      EMAIL_SMTP_SECURE: '',
      EMAIL_SMTP_IGNORE_TLS: 'and every mail test, whose catcher offers no STARTTLS',
    },
  ),
  only('EMAIL_SMTP_USER', 'a credential: unset, nothing signs in to the SMTP server, as in every mail test'),
  ...kept(
    'services/mail/smtp-transport-options.test.ts',
    'signs in with EMAIL_SMTP_USER and its password, an empty one when EMAIL_SMTP_PASSWORD is unset',
    { EMAIL_SMTP_PASSWORD: '' },
  ),
  ...kept(
    'http/routes/auth-password-reset.http.test.ts',
    'mails a one-day reset link on PUBLIC_URL (never the Host header) that sets a new password once',
    { EMAIL_FROM: 'no-reply@example.com' },
  ),
  ...kept('flows/operations/mail.http.test.ts', 'renders <name>.liquid from ./templates under the working directory', {
    EMAIL_TEMPLATES_PATH: '',
  }),
  ...kept(
    'services/mail/mail-at-defaults.http.test.ts',
    'links a password reset to /admin/reset-password under PUBLIC_URL "/", whatever Host the request names',
    { PUBLIC_URL: 'and the invitation and mention links of the last test there' },
  ),
  ...kept(
    'services/mail/mail-at-defaults.http.test.ts',
    'refuses every reset_url, invite_url and verification_url while their allow lists are empty',
    { PASSWORD_RESET_URL_ALLOW_LIST: '', USER_INVITE_URL_ALLOW_LIST: '', USER_REGISTER_URL_ALLOW_LIST: '' },
  ),
  ...kept('http/routes/files.http.test.ts', 'streams a file larger than the JSON body limit (MAX_PAYLOAD_SIZE) whole', {
    FILES_MAX_UPLOAD_SIZE: 'no limit: 3 MB stored',
    FILES_MIME_TYPE_ALLOW_LIST: '*/*: application/octet-stream is stored',
  }),
  ...kept('http/routes/files.http.test.ts', 'reads the size and EXIF metadata of a JPEG', {
    FILE_METADATA_ALLOW_LIST: 'only the six default tags are kept',
  }),
  ...kept('http/routes/files-import.http.test.ts', 'refuses loopback by default, in any spelling, before a request leaves', {
    IMPORT_IP_DENY_LIST: '',
  }),
  ...kept('http/routes/files-tus.http.test.ts', 'has no /files/tus and tells no chunk size while TUS_ENABLED is unset', {
    TUS_ENABLED: '',
  }),
  ...kept('http/routes/files-tus.http.test.ts', 'once switched on, tells clients to send 8 MiB parts (TUS_CHUNK_SIZE)', {
    TUS_CHUNK_SIZE: '',
  }),
  ...kept(
    'http/routes/files-tus.http.test.ts',
    'once switched on, keeps an idle upload for TUS_UPLOAD_EXPIRATION’s ten minutes, then answers 410 and removes it',
    { TUS_UPLOAD_EXPIRATION: '' },
  ),
  ...kept(
    'services/tus/schedule-tus-cleanup.test.ts',
    'removes idle uploads at the top of every hour while TUS_CLEANUP_SCHEDULE is unset',
    { TUS_CLEANUP_SCHEDULE: 'a fake clock on the cron the route starts' },
  ),
  ...kept(
    'graphql/http/graphql-fragment-fanout.http.test.ts',
    'refuses %i levels at the default GRAPHQL_QUERY_FIELD_LIMIT within a second, /server/ping unhurt',
    {
      GRAPHQL_QUERY_FIELD_LIMIT: '10,000: 2^14 and 2^20 expanded fields are refused with 400',
    },
  ),
  ...kept(
    'http/routes/items-query-limits.http.test.ts',
    'answers an `_or` of 1,000 branches (QUERY_FILTER_LIMIT) and refuses 1,001 and 20,000 naming the limit',
    {
      QUERY_FILTER_LIMIT: '1,000 conditions',
    },
  ),
  ...kept(
    'http/routes/items-query-limits.http.test.ts',
    'answers 1,000 aliases (QUERY_ALIAS_LIMIT) and refuses 1,001 and 10,000 naming the limit',
    {
      QUERY_ALIAS_LIMIT: '1,000 entries',
    },
  ),
  ...kept(
    'graphql/http/graphql-limits.http.test.ts',
    'refuses a body over MAX_PAYLOAD_SIZE (1 MB) with 413 before parsing it, within 100 ms and no SQL',
    {
      MAX_PAYLOAD_SIZE: '1mb: a larger JSON body answers 413',
    },
  ),
  ...kept('http/export/csv-formulas.http.test.ts', '%s: prefixes formulas with a quote by default, numbers left as numbers', {
    EXPORT_CSV_ESCAPE_FORMULAS: "on: '=1+1' is exported as ''=1+1' on every export path",
  }),
  ...kept('http/routes/assets-limits.http.test.ts', 'lets the browser keep an asset for ASSETS_CACHE_TTL’s 30 days', {
    ASSETS_CACHE_TTL: '',
  }),
  ...kept(
    'http/routes/assets-limits.http.test.ts',
    'computes eight different transforms asked at once (ASSETS_TRANSFORM_MAX_CONCURRENT is 25), none past ASSETS_TRANSFORM_TIMEOUT',
    { ASSETS_TRANSFORM_MAX_CONCURRENT: 'none refused, where a limit of 1 refuses some', ASSETS_TRANSFORM_TIMEOUT: '7.5 s: none abandoned' },
  ),
  ...kept('http/routes/flows-trigger.http.test.ts', 'gives flows no variables at all', { FLOWS_ENV_ALLOW_LIST: '' }),
  ...kept('flows/operations/request.http.test.ts', 'reads an answer of FLOWS_REQUEST_MAX_RESPONSE_SIZE’s 10 MiB, and not one byte more', {
    FLOWS_REQUEST_MAX_RESPONSE_SIZE: '',
  }),
  ...kept('flows/operations/request.http.test.ts', 'waits FLOWS_REQUEST_TIMEOUT’s 30 s for an answer, then gives up', {
    FLOWS_REQUEST_TIMEOUT: '',
  }),
  ...kept(
    'flows/operations/exec.http.test.ts',
    'runs ten scripts at once (FLOWS_RUN_SCRIPT_MAX_CONCURRENT), refuses the eleventh, and stops each at FLOWS_RUN_SCRIPT_TIMEOUT’s 10 s',
    { FLOWS_RUN_SCRIPT_MAX_CONCURRENT: '', FLOWS_RUN_SCRIPT_TIMEOUT: '' },
  ),
  ...kept(
    'flows/operations/exec.http.test.ts',
    'stops an allocation bomb at FLOWS_RUN_SCRIPT_MAX_MEMORY’s 32 MB, and lets a script use 16 MB',
    { FLOWS_RUN_SCRIPT_MAX_MEMORY: '' },
  ),
  ...kept('webhooks/webhooks.http.test.ts', 'tries a failing receiver four times, one, two and four seconds apart, then gives up', {
    WEBHOOKS_RETRIES: '',
    WEBHOOKS_RETRY_DELAY: '',
  }),
  ...kept('extensions/extensions-reload.http.test.ts', 'leaves an extension written after the start unloaded until the next start', {
    EXTENSIONS_AUTO_RELOAD: '',
  }),
  ...kept(
    'extensions/sandbox/load-sandboxed-extension.http.test.ts',
    'caps sleep and stops a call at EXTENSIONS_SANDBOX_TIMEOUT’s 1000 ms (guarded: unset)',
    { EXTENSIONS_SANDBOX_TIMEOUT: '' },
  ),
  ...kept(
    'extensions/sandbox/load-sandboxed-extension.http.test.ts',
    'stops a heap past EXTENSIONS_SANDBOX_MEMORY’s 100 MB (a server with a long sandbox deadline, the memory unset)',
    { EXTENSIONS_SANDBOX_MEMORY: '' },
  ),
]);
