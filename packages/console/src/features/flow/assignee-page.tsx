// 办理人配置 (001 §7.10 /flw/flwassignee/*, menu flow/assignee): who can be named as a node's assignee, one tab per
// kind (kept in ?tab=): departments (tree, then the people of the chosen department), people (paged, by name and
// organisation), organisations (tree, then their people), posts (by level) and roles, each with a search.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import type { FilterValues } from '@/lib/list-params';
import { findNode, type TreeNode } from '@/lib/tree';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen, type ListScreenProps } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TreePanel } from '@/ui/tree-panel';
import { deptTreeQuery, orgTreeQuery } from './flow-queries';
import { optionsOf, pageOf, POST_LEVELS, toTreeNodes, treeOptions, type FlowTreeNode } from './flow-rules';
import { errorText } from '@/lib/error-text';

type User = components['schemas']['WorkflowUser'];
type Post = components['schemas']['WorkflowPost'];
type Role = components['schemas']['WorkflowRole'];

const TABS = [
  { key: 'dept', label: '部门', render: () => <TreeUsers kind="dept" /> },
  { key: 'user', label: '人员', render: () => <UsersTab /> },
  { key: 'org', label: '组织', render: () => <TreeUsers kind="org" /> },
  { key: 'post', label: '岗位', render: () => <PostsTab /> },
  { key: 'role', label: '角色', render: () => <RolesTab /> },
];

export default function AssigneePage() {
  return <PageTabs label="办理人配置" tabs={TABS} />;
}

const USER_COLUMNS: ColumnDef<User, unknown>[] = [
  {
    id: 'userName',
    header: '姓名',
    enableHiding: false,
    cell: ({ row }) => <span className="font-medium whitespace-nowrap text-gray-900">{row.original.userName}</span>,
  },
  { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
  { id: 'postName', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.postName}</Nowrap> },
  { id: 'deptName', header: '部门', cell: ({ row }) => <Nowrap>{row.original.deptName}</Nowrap> },
  { id: 'orgName', header: '所属组织', cell: ({ row }) => <Nowrap>{row.original.orgName}</Nowrap> },
];

const loadUsers =
  (scope: { orgId?: number; deptId?: number }) =>
  async ({
    page,
    size,
    filters,
    signal,
  }: {
    page: number;
    size: number;
    filters: Record<string, string | undefined>;
    signal?: AbortSignal;
  }) => {
    const orgId = scope.orgId ?? (filters.orgId ? Number(filters.orgId) : undefined);
    const env = await api.POST('/flw/flwassignee/user', {
      body: {
        pageNum: page,
        pageSize: size,
        ...(orgId ? { orgId } : {}),
        ...(scope.deptId ? { deptId: scope.deptId } : {}),
        ...(filters.userName ? { userName: filters.userName } : {}),
      },
      signal,
    });
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  };

const NAME_FILTER: FilterField[] = [{ name: 'userName', label: '姓名', placeholder: '请输入姓名' }];

function UsersTab() {
  const orgs = useQuery(orgTreeQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      ...NAME_FILTER,
      { name: 'orgId', label: '所属组织', type: 'select', searchable: true, options: treeOptions(orgs.data) },
    ],
    [orgs.data],
  );
  return (
    <ListScreen<User>
      id="flow-assignee-users"
      title="人员"
      filters={filters}
      columns={USER_COLUMNS}
      operation="pageWorkflowAssigneeUsers"
      rowId={(u) => String(u.userId)}
      load={loadUsers({})}
    />
  );
}

/** 部门 / 组织: the tree on the left (search), the people of the chosen node on the right. */
function TreeUsers({ kind }: { kind: 'dept' | 'org' }) {
  const [search, setSearch] = useSearchParams();
  const depts = useQuery({ ...deptTreeQuery(), enabled: kind === 'dept' });
  const orgs = useQuery({ ...orgTreeQuery(), enabled: kind === 'org' });
  const tree = kind === 'dept' ? depts : orgs;
  const nodes = useMemo(() => toTreeNodes(tree.data), [tree.data]);
  const wanted = Number(search.get('node'));
  const selected: TreeNode<FlowTreeNode> | undefined = (wanted ? findNode(nodes, wanted) : undefined) ?? nodes[0];
  const label = kind === 'dept' ? '部门' : '组织';
  const id = selected ? Number(selected.id) : undefined;
  return (
    <div className="flex min-h-[520px] gap-3">
      <TreePanel<FlowTreeNode>
        label={label}
        className="w-72 shrink-0"
        nodes={nodes}
        selectedId={selected?.id ?? null}
        onSelect={(node) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams();
              const tab = current.get('tab');
              if (tab) next.set('tab', tab);
              next.set('node', String(node.id));
              return next;
            },
            { replace: true },
          )
        }
        actions={[]}
        defaultExpandDepth={2}
        loading={tree.isPending}
        error={errorText(tree.error)}
        onRetry={() => void tree.refetch()}
      />
      <div className="min-w-0 flex-1">
        {id ? (
          <ListScreen<User>
            key={id}
            id={`flow-assignee-${kind}-users`}
            title={`${selected?.label ?? ''} · 人员`}
            filters={NAME_FILTER}
            columns={USER_COLUMNS}
            operation="pageWorkflowAssigneeUsers"
            scope={{ [kind]: id }}
            rowId={(u) => String(u.userId)}
            load={loadUsers(kind === 'dept' ? { deptId: id } : { orgId: id })}
          />
        ) : (
          <section className="flex h-full items-center justify-center rounded-md bg-white text-sm text-muted shadow-sm">
            {tree.isPending ? '' : `请在左侧选择${label}`}
          </section>
        )}
      </div>
    </div>
  );
}

const POST_FILTERS: FilterField[] = [
  { name: 'postName', label: '岗位名称', placeholder: '请输入岗位名称' },
  { name: 'level', label: '岗位层级', type: 'select', options: optionsOf(POST_LEVELS) },
];

const POST_COLUMNS: ColumnDef<Post, unknown>[] = [
  { id: 'postId', header: '岗位 ID', cell: ({ row }) => <span className="tabular-nums">{row.original.postId}</span> },
  {
    id: 'postName',
    header: '岗位名称',
    enableHiding: false,
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.postName}</span>,
  },
  { id: 'level', header: '所属层级', cell: ({ row }) => <StatusTag table={POST_LEVELS} value={row.original.level} /> },
];

function PostsTab() {
  return (
    <WholeListTab<Post>
      id="flow-assignee-posts"
      title="岗位"
      filters={POST_FILTERS}
      columns={POST_COLUMNS}
      operation="listWorkflowAssigneePosts"
      rowId={(p) => String(p.postId)}
      loadAll={async (filters, signal) => {
        const level = filters.level ? Number(filters.level) : undefined;
        const env = await api.GET('/flw/flwassignee/post', {
          params: { query: level ? { level } : {} },
          signal,
        });
        return env.data ?? [];
      }}
      keyword="postName"
      text={(p) => p.postName}
    />
  );
}

const ROLE_FILTERS: FilterField[] = [{ name: 'roleName', label: '角色名称', placeholder: '请输入角色名称或编码' }];

const ROLE_COLUMNS: ColumnDef<Role, unknown>[] = [
  { id: 'roleId', header: '角色 ID', cell: ({ row }) => <span className="tabular-nums">{row.original.roleId}</span> },
  {
    id: 'roleName',
    header: '角色名称',
    enableHiding: false,
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.roleName}</span>,
  },
  {
    id: 'roleCode',
    header: '角色编码',
    cell: ({ row }) => <span className="font-mono text-xs text-gray-600">{row.original.roleCode ?? '—'}</span>,
  },
];

function RolesTab() {
  return (
    <WholeListTab<Role>
      id="flow-assignee-roles"
      title="角色"
      filters={ROLE_FILTERS}
      columns={ROLE_COLUMNS}
      operation="listWorkflowAssigneeRoles"
      rowId={(r) => String(r.roleId)}
      loadAll={async (_filters, signal) => {
        const env = await api.GET('/flw/flwassignee/role', { signal });
        return env.data ?? [];
      }}
      keyword="roleName"
      text={(r) => `${r.roleName} ${r.roleCode ?? ''}`}
    />
  );
}

/** 岗位 / 角色: the whole list fetched (its other filters sent), then searched by the `keyword` filter and paged here. */
function WholeListTab<R>({
  loadAll,
  keyword,
  text,
  ...screen
}: Pick<ListScreenProps<R>, 'id' | 'title' | 'filters' | 'columns' | 'operation' | 'rowId'> & {
  /** Reads the whole list through the SDK. */
  loadAll: (filters: FilterValues, signal: AbortSignal | undefined) => Promise<readonly R[]>;
  /** The filter whose text is searched for. */
  keyword: string;
  /** What of a row the keyword is searched in. */
  text: (row: R) => string;
}) {
  return (
    <ListScreen<R>
      {...screen}
      scope={'list'}
      load={async ({ page, size, filters, signal }) =>
        pageOf(await loadAll(filters, signal), filters[keyword], text, page, size)
      }
    />
  );
}
