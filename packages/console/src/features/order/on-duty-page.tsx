// 待办总览 (/onDutyIndex, opened by 待办总览 in 待办事项): how much waits for me at a glance — the totals of 待办, 已办,
// 我的申请 and 抄送我的 (the four /flw/*/page calls), the latest tasks waiting (办理 → /staging) and the latest
// copies (查看 → /stagingO), with 刷新.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { StatCards } from '@/ui/stat-cards';
import { StatusTag, Tag } from '@/ui/status-tag';
import { PROC_STATUS, READ_FLAG, handleUrl, moduleName, viewUrl, type TaskItem } from './order-model';
import { LIST_KEY, taskPeekQuery, type TaskListKind } from './order-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/workflow';

const PEEK = 5;

export default function OnDutyPage() {
  const queryClient = useQueryClient();
  const todo = useQuery(taskPeekQuery('todo', PEEK));
  const done = useQuery(taskPeekQuery('done', 1));
  const applied = useQuery(taskPeekQuery('applied', 1));
  const cc = useQuery(taskPeekQuery('cc', PEEK));
  const refresh = () => {
    for (const kind of ['todo', 'done', 'applied', 'cc'] as TaskListKind[])
      void invalidateOperation(queryClient, LIST_KEY[kind]);
  };
  const unread = cc.data?.rows.filter((r) => r.readFlag === false).length;
  return (
    <div className="flex flex-col gap-3">
      <header className="flex items-center gap-3 rounded-md bg-white px-4 py-3 shadow-sm">
        <h2 className="text-base font-semibold text-gray-900">待办总览</h2>
        <span className="text-xs text-gray-500">流程审批待办、已办、申请与抄送的汇总</span>
        <Button className="ml-auto" size="sm" onClick={refresh}>
          <RefreshCw />
          刷新
        </Button>
      </header>
      <StatCards
        items={[
          { label: '待我办理', value: todo.data?.total, unit: '条', tone: 'warning', hint: '等待我审批的任务' },
          { label: '我已办理', value: done.data?.total, unit: '条', tone: 'success', hint: '我审批过的任务' },
          { label: '我的申请', value: applied.data?.total, unit: '条', tone: 'primary', hint: '我发起的流程' },
          {
            label: '抄送我的',
            value: cc.data?.total,
            unit: '条',
            tone: 'muted',
            hint: unread === undefined ? undefined : `最近 ${cc.data?.rows.length ?? 0} 条中 ${unread} 条未读`,
          },
        ]}
      />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <PeekSection
          title="最新待办"
          allLabel="全部待办"
          allPath="/myOrder"
          state={todo}
          empty="暂无待办，辛苦了"
          meta={(t) => `${t.nodeName ?? ''} · 到达 ${formatDate(t.createTime, 'minute')}`}
          tag={(t) => <StatusTag table={PROC_STATUS} value={t.procStatus} />}
          open={handleUrl}
          openLabel="办理"
          primary
        />
        <PeekSection
          title="最新抄送"
          allLabel="全部抄送"
          allPath="/order/cc"
          state={cc}
          empty="暂无抄送"
          meta={(t) => `${t.startUserName ?? ''} 发起 · ${formatDate(t.startTime, 'minute')}`}
          tag={(t) => <StatusTag table={READ_FLAG} value={String(Boolean(t.readFlag))} />}
          open={viewUrl}
          openLabel="查看"
        />
      </div>
    </div>
  );
}

/** A 最新… card: its link to the whole list, and each row's button opening the row. */
function PeekSection({
  title,
  allLabel,
  allPath,
  open,
  openLabel,
  primary = false,
  ...list
}: Omit<Parameters<typeof PeekList>[0], 'action'> & {
  title: string;
  allLabel: string;
  allPath: string;
  open: (t: TaskItem) => string;
  openLabel: string;
  primary?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <DetailSection
      title={title}
      extra={
        <Button size="sm" variant="link" onClick={() => void navigate(allPath)}>
          {allLabel}
        </Button>
      }
    >
      <PeekList
        {...list}
        action={(t) => (
          <Button
            size="sm"
            {...(primary ? { variant: 'primary' as const } : {})}
            onClick={() => void navigate(open(t))}
          >
            {openLabel}
          </Button>
        )}
      />
    </DetailSection>
  );
}

function PeekList({
  state,
  empty,
  meta,
  tag,
  action,
}: {
  state: { isPending: boolean; isError: boolean; error: unknown; data?: { rows: TaskItem[] } | undefined };
  empty: string;
  meta: (t: TaskItem) => string;
  tag: (t: TaskItem) => ReactNode;
  action: (t: TaskItem) => ReactNode;
}) {
  if (state.isPending) return <Loading />;
  if (state.isError || !state.data)
    return <LoadFailed className="justify-center py-6" error={state.error} fallback="加载失败" />;
  if (!state.data.rows.length) return <p className="py-6 text-center text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line">
      {state.data.rows.map((t) => (
        <li key={t.taskId} className="flex items-center gap-3 py-2.5">
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <Tag tag={{ label: moduleName(t.moduleCode) ?? '流程', tone: 'primary' }} />
              <p className="truncate text-sm font-medium text-gray-900" title={t.title}>
                {t.title}
              </p>
            </div>
            <p className="mt-0.5 truncate text-xs text-gray-500">{meta(t)}</p>
          </div>
          {tag(t)}
          {action(t)}
        </li>
      ))}
    </ul>
  );
}
