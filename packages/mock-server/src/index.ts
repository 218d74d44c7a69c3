// The mock back-end: a back-end double derived from the contract. Requests are validated by the spec; each operation
// is answered by its role (list, detail, create, update, delete, action, export, upload, session) from a world that
// changes; operations with no model answer their examples. `Prefer` picks other examples and codes on every call.
// With `upstream`, it forwards every call byte for byte and reports every answer that breaks the contract.
// The core (core.ts) is one `(Request) => Promise<Response>` handler: `createMock` gives it without a socket (call
// it in-process with `mock.fetch`), `startMock` serves it over HTTP through the Node adapter (node.ts).
import { createMock, type MockCore, type MockOptions } from './core.js';
import { listen } from './node.js';
import { deref, examplesOf, routesOf } from './spec.js';

export { routesOf, deref, examplesOf };
export { createMock, IN_PROCESS, type MockCore, type MockOptions } from './core.js';
export { wireOf, type NetworkFault } from './answer.js';
export { buildModel, keyOf, NOT_FILTERS } from './model.js';
export { ACCOUNTS, type Account } from './accounts.js';
export { parseExceptions, type InvariantException } from './exceptions.js';
export type { Model, Plan, Filter, Paging, Effect } from './model.js';
export type { XMock, Role } from './spec.js';
export { PORTAL_SECRET_DEFAULT, PORTAL_SIGN_MAX_AGE_S, portalSign, portalSignString } from './portal-sign.js';
export type { Finding, Violation } from './proxy.js';
export type { Fault, Received } from './world.js';
export { LIMITS } from './limits.js';
export { DEFAULT_CAPS } from './worlds.js';
export type { Violation as RequestViolation } from './validate.js';
export { startPrism, prismArgs, prismVersion, type PrismOptions, type PrismServer } from './prism.js';
export { DEFAULT_SPEC } from './spec-file.js';

/** A mock listening on a port: the core (handle, fetch, worlds…) and its address. */
export interface MockServer extends MockCore {
  url: string;
  port: number;
}

/** The mock served over HTTP (the CLI's): `createMock` and the Node adapter. */
export async function startMock(options: MockOptions = {}): Promise<MockServer> {
  const core = createMock(options);
  let listening;
  try {
    listening = await listen(core.serve, options.port ?? 0, options.host ?? '127.0.0.1');
  } catch (e) {
    await core.close();
    throw e;
  }
  const { url, port } = listening;
  const stop = listening.close;
  const closeCore = core.close;
  return Object.assign(core, {
    url,
    port,
    close: async () => {
      await closeCore();
      await stop();
    },
  });
}
