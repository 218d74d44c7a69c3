// The mock's control surface for one browser context's world (through the console's /api proxy): failures, delays,
// network faults and stubs to arrange, rows to change, and the requests the server received — state the mock holds,
// not browser patches. A thin face of the typed client other teams use (@site/mock-server/client).
import type { Fault, Received as Journal } from '@site/mock-server';
import { mockClient, type MockWorldClient } from '@site/mock-server/client';

/** A request the world received, as `GET /__mock/worlds/<id>/requests` gives it: the body as text (multipart as latin1). */
type Received = Omit<Journal, 'body'> & { body: string };

export interface MockControl {
  /** The next calls of an operation fail (a business envelope in HTTP 200 unless `status` says otherwise). */
  fail(fault: Fault | Fault[]): Promise<void>;
  clearFaults(): Promise<void>;
  /** What the world received for an operation, oldest first; multipart bodies as latin1 text. */
  requests(operation: string): Promise<Received[]>;
  /** Change the rows of an entity (or of a list operation's entity) that match `where`. */
  patchRows(entity: string, where: Record<string, unknown>, set: Record<string, unknown>): Promise<void>;
  /** Add rows at the top of an entity. */
  addRows(entity: string, rows: Record<string, unknown>[]): Promise<void>;
  /** The whole typed client of this world: delay, network, stub, verify, snapshot, reset. */
  client: MockWorldClient;
}

export function mockControl(consoleUrl: string, world: string): MockControl {
  const client = mockClient({ url: new URL('api', consoleUrl).href }).world(world);
  return {
    fail: async (fault) => void (await client.faults.add(fault)),
    clearFaults: async () => void (await client.faults.clear()),
    requests: async (operation) => (await client.requests(operation)) as Received[],
    patchRows: async (entity, where, set) => void (await client.rows.patch(entity, where, set)),
    addRows: async (entity, rows) => void (await client.rows.add(entity, rows)),
    client,
  };
}
