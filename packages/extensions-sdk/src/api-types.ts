import type { Knex } from 'knex';

export type PrimaryKey = string | number;
export type Item = Record<string, unknown>;

/** Who a call runs as (the reference's accountability): null for a call the system makes itself. */
export interface Accountability {
  user: string | null;
  role: string | null;
  admin: boolean;
  app: boolean;
  ip?: string | null;
  userAgent?: string | null;
}

/** The live data model as the server sees it; its inner shape is the server's and may change. */
export type SchemaOverview = Readonly<Record<string, unknown>>;

/** A query as the REST API takes it (`fields`, `filter`, `sort`, `limit`, …). */
export interface Query {
  fields?: string[];
  filter?: Record<string, unknown>;
  search?: string;
  sort?: string[];
  limit?: number;
  offset?: number;
  page?: number;
  deep?: Record<string, unknown>;
  aggregate?: Record<string, string[]>;
  groupBy?: string[];
  alias?: Record<string, string>;
}

export interface ServiceOptions {
  /** Null or absent: the call runs with full access, as the system. */
  accountability?: Accountability | null;
  /** The model from `getSchema()` (the handler's `schema`); read anew when absent. */
  schema?: SchemaOverview;
  /** Run inside this transaction. */
  knex?: Knex;
}

/** Per-call switches of the reference: `emitEvents: false` skips hooks and flows. */
export interface MutationOptions {
  emitEvents?: boolean;
}

/**
 * The reference's ItemsService: every call goes through the same item operations as REST, with
 * the permissions of the accountability it was made with (validation, presets, revisions, events).
 */
export interface ItemsService<T extends Item = Item> {
  readonly collection: string;
  readByQuery(query: Query): Promise<T[]>;
  readOne(key: PrimaryKey, query?: Query): Promise<T>;
  readMany(keys: PrimaryKey[], query?: Query): Promise<T[]>;
  readSingleton(query?: Query): Promise<T>;
  createOne(data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey>;
  createMany(data: Partial<T>[], options?: MutationOptions): Promise<PrimaryKey[]>;
  updateOne(key: PrimaryKey, data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey>;
  updateMany(keys: PrimaryKey[], data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey[]>;
  updateByQuery(query: Query, data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey[]>;
  upsertSingleton(data: Partial<T>, options?: MutationOptions): Promise<PrimaryKey>;
  deleteOne(key: PrimaryKey, options?: MutationOptions): Promise<PrimaryKey>;
  deleteMany(keys: PrimaryKey[], options?: MutationOptions): Promise<PrimaryKey[]>;
  deleteByQuery(query: Query, options?: MutationOptions): Promise<PrimaryKey[]>;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  /** A template of `EMAIL_TEMPLATES_PATH` rendered with `data`. */
  template?: { name: string; data: Record<string, unknown> };
}

export interface MailService {
  send(message: MailMessage): Promise<void>;
}

export interface FilesService extends ItemsService {
  /** Imports a file from a URL (the `IMPORT_IP_DENY_LIST` guard applies): `POST /files/import`. */
  importOne(url: string, data?: Item): Promise<PrimaryKey>;
}

/** The service classes of `context.services`, constructed as in the reference. */
export interface ExtensionServices {
  ItemsService: new <T extends Item = Item>(collection: string, options?: ServiceOptions) => ItemsService<T>;
  UsersService: new (options?: ServiceOptions) => ItemsService;
  RolesService: new (options?: ServiceOptions) => ItemsService;
  FilesService: new (options?: ServiceOptions) => FilesService;
  MailService: new (options?: ServiceOptions) => MailService;
  /**
   * The reference's other services by class name (`CollectionsService`, `FieldsService`,
   * `RelationsService`, `PermissionsService`, `SettingsService`, `ServerService`,
   * `SpecificationService`, `SchemaService`, `MetaService`, `UtilsService`, `FlowsService`, …), each
   * made with `{ accountability, schema, knex }` and held to that accountability's rules.
   */
  readonly [service: string]: new (...args: never[]) => unknown;
}

export interface ExtensionLogger {
  debug(message: string | object, ...rest: unknown[]): void;
  info(message: string | object, ...rest: unknown[]): void;
  warn(message: string | object, ...rest: unknown[]): void;
  error(message: string | object, ...rest: unknown[]): void;
}

export type EventMeta = Record<string, unknown>;
export interface HookContext {
  database: Knex;
  schema: SchemaOverview | null;
  accountability: Accountability | null;
}
/** Answers the payload to carry on with (undefined keeps it); throws to cancel the write. */
export type FilterHandler<T = unknown> = (payload: T, meta: EventMeta, context: HookContext) => T | undefined | Promise<T | undefined>;
export type ActionHandler = (meta: EventMeta, context: HookContext) => void | Promise<void>;
export type InitHandler = (meta: EventMeta) => void | Promise<void>;
export type ScheduleHandler = () => void | Promise<void>;

/** The event bus, as `context.emitter`. */
export interface ExtensionEmitter {
  emitFilter<T>(event: string, payload: T, meta?: EventMeta, context?: Partial<HookContext>): Promise<T>;
  emitAction(event: string, meta: EventMeta, context?: Partial<HookContext>): void;
  onFilter(event: string, handler: FilterHandler): void;
  onAction(event: string, handler: ActionHandler): void;
  offFilter(event: string, handler: FilterHandler): void;
  offAction(event: string, handler: ActionHandler): void;
}

/** An error class made by `createError`: `new NotFound()` answers `{ errors: [{ message, extensions: { code } }] }` with `status`. */
export interface ExtensionErrorClass {
  new (extensions?: Record<string, unknown>): Error & { code: string; status: number; extensions: Record<string, unknown> };
}

/** What every API extension gets (the reference's `ApiExtensionContext`). */
export interface ApiExtensionContext {
  services: ExtensionServices;
  database: Knex;
  getSchema(options?: { database?: Knex }): Promise<SchemaOverview>;
  env: Readonly<Record<string, unknown>>;
  logger: ExtensionLogger;
  emitter: ExtensionEmitter;
  /** The reference's built-in error classes by name (`ForbiddenError`, `InvalidPayloadError`, …). */
  exceptions: Readonly<Record<string, ExtensionErrorClass>>;
  /** Makes an error class answering `status` with `code`; `message` may be a function of the extensions. */
  createError(code: string, message: string | ((extensions: Record<string, unknown>) => string), status?: number): ExtensionErrorClass;
}

/** The `register` functions a hook gets. */
export interface RegisterFunctions {
  filter<T = unknown>(event: string, handler: FilterHandler<T>): void;
  action(event: string, handler: ActionHandler): void;
  init(event: string, handler: InitHandler): void;
  /** A cron expression (`*\/5 * * * *`, seconds optional as a sixth field first). */
  schedule(cron: string, handler: ScheduleHandler): void;
  /** HTML added to the admin app's `<head>` or `<body>` (only where the app's CSP allows it). */
  embed(position: 'head' | 'body', code: string | (() => string)): void;
}

export type HookConfig = (register: RegisterFunctions, context: ApiExtensionContext) => void;

/** The request an endpoint handler gets (Express-compatible subset). */
export interface EndpointRequest {
  method: string;
  url: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  accountability: Accountability | null;
  schema: SchemaOverview;
}

/** The response an endpoint handler writes (Express-compatible subset). */
export interface EndpointResponse {
  status(code: number): EndpointResponse;
  set(name: string, value: string): EndpointResponse;
  setHeader(name: string, value: string): EndpointResponse;
  type(contentType: string): EndpointResponse;
  json(body: unknown): void;
  send(body?: unknown): void;
  sendStatus(code: number): void;
  end(): void;
}

export type NextFunction = (error?: unknown) => void;
export type RequestHandler = (req: EndpointRequest, res: EndpointResponse, next: NextFunction) => unknown;

/** An Express-compatible router, mounted under `/<endpoint id>`. */
export interface EndpointRouter {
  get(path: string, ...handlers: RequestHandler[]): EndpointRouter;
  post(path: string, ...handlers: RequestHandler[]): EndpointRouter;
  put(path: string, ...handlers: RequestHandler[]): EndpointRouter;
  patch(path: string, ...handlers: RequestHandler[]): EndpointRouter;
  delete(path: string, ...handlers: RequestHandler[]): EndpointRouter;
  use(...handlers: RequestHandler[]): EndpointRouter;
  /** Middleware for the paths under `path` (Express's `router.use('/admin', …)`). */
  use(path: string, ...handlers: RequestHandler[]): EndpointRouter;
}

export type EndpointHandler = (router: EndpointRouter, context: ApiExtensionContext) => void;
/** A function (mounted under the extension's name) or `{ id, handler }` (mounted under `id`). */
export type EndpointConfig = EndpointHandler | { id: string; handler: EndpointHandler };

export interface OperationContext extends ApiExtensionContext {
  /** The flow's data chain (`$trigger`, `$last`, `$accountability`, each operation's result by key). */
  data: Record<string, unknown>;
  accountability: Accountability | null;
}

/** An operation's API part: `handler`'s result resolves it, a throw rejects it. */
export interface OperationApiConfig<Options = Record<string, unknown>> {
  id: string;
  handler(options: Options, context: OperationContext): unknown;
}
