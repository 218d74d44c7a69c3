// The calls one kind of 检查单 screen is built from (监督检查, 企业检查): the list, export, detail and the writes, typed
// per path in each page file; the list query of the filters and the tree scope.
import type { FilterValues } from '@/lib/list-params';
import {
  scopeOf,
  type CheckProblemForm,
  type OrgNode,
  type ProjectCheck,
  type ReplyBody,
  type VerifyBody,
} from './check-model';
import type {
  corpDetailQuery,
  pointCheckDetailQuery,
  specialDetailQuery,
  supervisionDetailQuery,
} from './check-queries';
import type { OperationId } from '@site/sdk/query/common';

type Result = Promise<{ msg?: string | null }>;

export interface CheckListQuery {
  project_id?: number;
  org_id?: number;
  status?: 1 | 2 | 3 | 4;
  keyword?: string;
  start_date?: string;
  end_date?: string;
}

export interface CheckFormBody {
  id?: number;
  project_id: number;
  check_name: string;
  check_date: string;
  checker_names?: string;
  check_content?: string;
  rectify_deadline?: string;
  attachments?: string[];
  problems: CheckProblemForm[];
}

/** The calls of one kind of check (typed per path in the page file). */
type SupervisionDetail = ReturnType<typeof supervisionDetailQuery>;
/** The detail read of each check kind: the same answer, keyed by each kind's own operation. */
type DetailOptions =
  | SupervisionDetail
  | ReturnType<typeof corpDetailQuery>
  | ReturnType<typeof pointCheckDetailQuery>
  | ReturnType<typeof specialDetailQuery>;
/** One useQuery call takes any kind's detail: the options differ only in their key's operationId. */
export const detailOf = (calls: CheckCalls, id: number) => calls.detail(id) as SupervisionDetail;

export interface CheckCalls {
  /** List operation id: the query key prefix. */
  key: OperationId;
  page: (
    q: CheckListQuery & { page: number; limit: number },
    signal?: AbortSignal,
  ) => Promise<{ total: number; rows: ProjectCheck[] }>;
  exportFile: (q: CheckListQuery) => Promise<Blob>;
  detail: (id: number) => DetailOptions;
  add: (body: CheckFormBody) => Result;
  edit: (body: CheckFormBody & { id: number }) => Result;
  remove: (id: number) => Result;
  reply: (body: ReplyBody) => Result;
  verify: (body: VerifyBody) => Result;
}

/** The list query of the filters and the tree scope; empty filters are left out. */
export function checkQuery(values: FilterValues, scope: OrgNode | null): CheckListQuery {
  return {
    ...scopeOf(scope),
    ...(values.status ? { status: Number(values.status) as 1 | 2 | 3 | 4 } : {}),
    ...(values.keyword ? { keyword: values.keyword } : {}),
    ...(values.start_date ? { start_date: values.start_date } : {}),
    ...(values.end_date ? { end_date: values.end_date } : {}),
  };
}
