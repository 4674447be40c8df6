import type {
  ApiExtensionContext,
  EndpointHandler,
  EndpointRequest,
  EndpointResponse,
  EndpointRouter,
  RequestHandler,
} from '@tessera/extensions-sdk';

/** What a route handler wrote: status, headers and body, or the error it passed to `next`. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  error: unknown;
}

/**
 * Runs an `EndpointHandler` against a router that records its routes (`"GET /path"` → handler),
 * and calls one of them with a request and a response that record the answer: for testing what an
 * endpoint registers and answers without mounting it on a server.
 */
export function recordEndpointRoutes(handler: EndpointHandler): {
  routes: Map<string, RequestHandler>;
  call(route: string, request?: Partial<EndpointRequest>): Promise<RecordedAnswer>;
} {
  const routes = new Map<string, RequestHandler>();
  const router = { use: () => router } as unknown as EndpointRouter;
  for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
    router[method] = (path: string, ...handlers: RequestHandler[]) => {
      routes.set(`${method.toUpperCase()} ${path}`, handlers[0]!);
      return router;
    };
  }
  handler(router, {} as ApiExtensionContext);
  const call = async (route: string, request: Partial<EndpointRequest> = {}) => {
    const routeHandler = routes.get(route);
    if (!routeHandler) throw new Error(`no route ${route}`);
    const answer: RecordedAnswer = { status: 200, headers: {}, body: undefined, error: undefined };
    let ended!: () => void;
    const done = new Promise<void>((resolve) => (ended = resolve));
    const res: EndpointResponse = {
      status: (code) => ((answer.status = code), res),
      set: (name, value) => ((answer.headers[name.toLowerCase()] = value), res),
      setHeader: (name, value) => ((answer.headers[name.toLowerCase()] = value), res),
      type: (type) => ((answer.headers['content-type'] = type), res),
      json: (body) => ((answer.body = body), ended()),
      send: (body) => ((answer.body = body), ended()),
      sendStatus: (code) => ((answer.status = code), ended()),
      end: () => ended(),
    };
    const req: EndpointRequest = {
      method: route.split(' ')[0]!,
      url: '/',
      path: '/',
      params: {},
      query: {},
      body: null,
      headers: {},
      accountability: null,
      schema: {},
      ...request,
    };
    await Promise.race([done, routeHandler(req, res, (error) => ((answer.error = error), ended()))]);
    await done;
    return answer;
  };
  return { routes, call };
}
