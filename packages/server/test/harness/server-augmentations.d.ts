// Tests see the server through its declarations (tsconfig.test.json references the server project),
// and a module augmentation reaches a program only where its module is imported: these are the
// server's (`request.accountability`, `app.websocketServer`, the response cache's request fields).
import '@fastify/websocket';
import '../../src/http/plugins/accountability.js';
import '../../src/http/plugins/response-cache.js';
