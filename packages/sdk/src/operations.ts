/**
 * Calls by operationId, and per area: `ops.call('loginV2', { body })`, `ops.area('auth').loginV2({ body })`.
 * A separate entry (`@site/sdk/operations`) because it carries the table of every operation.
 */
import {
  operations,
  type Area,
  type AreaOperationIds,
  type OperationId,
  type Operations,
} from './generated/operations';
import type { InitArgs, Paths, ResultOf } from './client';
import type { Method, Requester } from './core';

type PathOf<Id extends OperationId> = Extract<Operations[Id]['path'], keyof Paths>;
type MethodOf<Id extends OperationId> = Extract<Operations[Id]['method'], Method>;
export type OperationArgs<Id extends OperationId> = InitArgs<PathOf<Id>, MethodOf<Id>>;
export type OperationResult<Id extends OperationId> = ResultOf<PathOf<Id>, MethodOf<Id>>;
export type AreaClient<A extends Area> = {
  [Id in AreaOperationIds[A]]: (...init: OperationArgs<Id>) => Promise<OperationResult<Id>>;
};

export interface OperationsClient {
  call<Id extends OperationId>(id: Id, ...init: OperationArgs<Id>): Promise<OperationResult<Id>>;
  area<A extends Area>(area: A): AreaClient<A>;
}

export function createOperations(client: Requester): OperationsClient {
  const call = (id: OperationId, init?: Record<string, unknown>) => {
    const op = operations[id];
    if (!op) return Promise.reject(new Error(`未知的 operationId：${String(id)}`));
    // The table says which calls answer files or send forms, so any client (also the light one) sends them right.
    const kind: Record<string, unknown> = { operationId: id };
    if (op.blob) kind.parseAs = 'blob';
    if (op.body === 'form' || op.body === 'multipart') kind.bodyAs = op.body;
    return client.request(op.method, op.path, { ...kind, ...init });
  };
  const areas = new Map<string, Record<string, unknown>>();
  return {
    call: call as OperationsClient['call'],
    area(area) {
      let found = areas.get(area);
      if (!found) {
        found = {};
        for (const [id, op] of Object.entries(operations)) {
          if (op.tag === area) found[id] = (init?: Record<string, unknown>) => call(id as OperationId, init);
        }
        areas.set(area, found);
      }
      return found as AreaClient<typeof area>;
    },
  };
}

export { operations };
export type { Area, AreaOperationIds, OperationId, Operations };
