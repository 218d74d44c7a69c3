import { createEngine } from './engine';
import { cancelPrevious, middleware, retry as retryPlugin } from './plugins';
import { readFile, toFormData } from './download';
import type { ClientOptions, CoreClient, RouteKind } from './client-types';

export { filenameFromDisposition } from './download';
export type * from './client-types';

/** Node, Bun or Deno (a `process.versions.node` and no DOM): scripts, where retries are on by default. */
const serverSide = () =>
  typeof document === 'undefined' &&
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === 'string';

/**
 * Create a client with every piece: retries (on by default in Node), duplicate cancelling, middleware, file answers
 * and multipart bodies. Nothing happens at import; each client keeps its own in-flight table.
 * `routeKind` tells which calls answer files or send forms (the full `@site/sdk` passes the spec's table; calls by
 * operationId carry it per call, so the light entries need no table). For the smallest bundle, the client of
 * `@site/sdk/calls/<area>` takes these pieces only as plug-ins.
 */
export function createClient(options: ClientOptions, routeKind?: (route: string) => RouteKind | undefined): CoreClient {
  const { retry = serverSide() ? {} : false, dedupe } = options;
  return createEngine(
    {
      ...options,
      retry: retry && ('kind' in retry ? retry : retryPlugin(retry)),
      dedupe: dedupe === 'cancel-previous' ? cancelPrevious() : dedupe,
      middleware: middleware(),
      download: readFile,
      toFormData,
    },
    routeKind,
  );
}
