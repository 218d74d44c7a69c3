// 任务详情 (hidden menu entry task/ledgerDetail; 001 §3: keyed by task id and type): a back header, then the task
// or special task — basic facts, content and requirement, execution records or check items, attachments and, when
// cancelled, who cancelled it and why. 作废 and 导出 Word follow the list page's permissions.
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileText, MapPin, Paperclip } from 'lucide-react';
import { usePagePermission } from '@/session/permissions';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { PageNote } from '@/ui/detail-page';
import { PlainTable, RULED_LOOK, type PlainColumn } from '@/ui/plain-table';
import {
  canCancel,
  fileSize,
  ITEM_RESULTS,
  LIST_PATH,
  SPECIAL_STATUS,
  SPECIAL_TYPES,
  TASK_STATUS,
  TASK_TYPES,
  type DetailType,
  type SpecialLedgerDetail,
  type TaskLedgerDetail,
} from './task-model';
import { SPECIAL_KEYS, specialDetailQuery, TASK_KEYS, taskDetailQuery } from './task-queries';
import { Tag } from '@/ui/status-tag';
import { CancelTaskDialog } from './cancel-task-dialog';
import { ProgressBar } from './progress-bar';
import { errorText } from '@/lib/error-text';
import { useWordExport } from './use-word-export';
import { invalidateOperation } from '@site/sdk/query/common';
import { NewTabLink } from '@/ui/new-tab-link';

export default function TaskDetailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const type: DetailType = search.get('type') === 'special' ? 'special' : 'task';
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const back = () => navigate(LIST_PATH[type]);
  return (
    <div className="flex flex-col gap-3">
      <header className="flex items-center gap-3 rounded-md bg-white px-4 py-3 shadow-sm">
        <Button variant="ghost" size="sm" onClick={back}>
          <ArrowLeft />
          返回
        </Button>
        <span className="h-4 w-px bg-line" />
        <h1 className="text-base font-semibold text-gray-900">{type === 'special' ? '专项任务详情' : '任务详情'}</h1>
      </header>
      {!valid ? (
        <p role="alert" className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
          缺少任务 ID，请从台账列表的“详情”进入。
        </p>
      ) : type === 'special' ? (
        <SpecialDetail id={id} />
      ) : (
        <TaskDetail id={id} />
      )}
    </div>
  );
}

function Failed({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-md bg-white p-10 text-sm text-danger shadow-sm"
    >
      {errorText(error)}
      <Button onClick={retry}>重试</Button>
    </div>
  );
}

function Card({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-label={title}>
      <div className="mb-3 flex items-center">
        <h2 className="border-l-3 border-primary pl-2 text-sm font-semibold text-gray-900">{title}</h2>
        <div className="ml-auto">{extra}</div>
      </div>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
      {items.map(([k, v]) => (
        <div key={k} className="flex gap-3">
          <dt className="w-20 shrink-0 text-muted">{k}</dt>
          <dd className="min-w-0 text-gray-900">{v === '' || v === null || v === undefined ? '—' : v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Text({ label, text }: { label: string; text: string | undefined }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className="text-muted">{label}</span>
      <p className="whitespace-pre-wrap text-gray-900">{text || '—'}</p>
    </div>
  );
}

function Attachments({ files }: { files: { url: string; name?: string; size?: number }[] | undefined }) {
  if (!files?.length) return <p className="text-sm text-muted">无附件</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {files.map((f) => (
        <li key={f.url} className="flex items-center gap-2">
          <Paperclip className="size-4 text-gray-400" />
          <NewTabLink href={f.url} className="text-primary hover:underline">
            {f.name || f.url}
          </NewTabLink>
          <span className="text-xs text-muted">{fileSize(f.size)}</span>
        </li>
      ))}
    </ul>
  );
}

function CancelInfo({
  d,
}: {
  d: { cancelReason?: string | null; cancelBy?: string | null; cancelTime?: string | null };
}) {
  if (!d.cancelReason && !d.cancelBy) return null;
  return (
    <Card title="作废信息">
      <Facts
        items={[
          ['作废人', d.cancelBy],
          ['作废时间', formatDate(d.cancelTime, 'dateTime')],
          ['作废原因', d.cancelReason],
        ]}
      />
    </Card>
  );
}

/** 附件, 作废信息 and, while 作废 is open, its dialog (which refreshes the lists and details `keys` when done). */
function DetailEnd({
  d,
  type,
  keys,
  cancelling,
  onClose,
}: {
  d: ComponentProps<typeof CancelTaskDialog>['task'] &
    ComponentProps<typeof CancelInfo>['d'] & { attachments?: ComponentProps<typeof Attachments>['files'] };
  type: ComponentProps<typeof CancelTaskDialog>['type'];
  keys: readonly Parameters<typeof invalidateOperation>[1][];
  cancelling: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <>
      <Card title="附件">
        <Attachments files={d.attachments} />
      </Card>
      <CancelInfo d={d} />
      {cancelling ? (
        <CancelTaskDialog
          type={type}
          task={d}
          onClose={onClose}
          onDone={() => {
            onClose();
            for (const key of keys) void invalidateOperation(queryClient, key);
          }}
        />
      ) : null}
    </>
  );
}

function Heading({ name, no, tag, actions }: { name: string; no: string; tag: ReactNode; actions: ReactNode }) {
  return (
    <section className="flex flex-wrap items-center gap-3 rounded-md bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <h2 className="text-lg font-semibold text-gray-900">{name}</h2>
          {tag}
        </div>
        <span className="font-mono text-xs text-muted">{no}</span>
      </div>
      <div className="ml-auto flex gap-2">{actions}</div>
    </section>
  );
}

function TaskDetail({ id }: { id: number }) {
  const perm = usePagePermission(LIST_PATH.task);
  const query = useQuery(taskDetailQuery(id));
  const [cancelling, setCancelling] = useState(false);
  const [exportWord, busy] = useWordExport(() => ({ id }));
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed error={query.error} retry={() => void query.refetch()} />;
  const d: TaskLedgerDetail | undefined = query.data;
  if (!d) return <PageNote text="任务不存在" />;
  const mayCancel = perm.can('cancel') && perm.hasPerm('task:cancel') && canCancel(d.status);
  return (
    <>
      <Heading
        name={d.taskName}
        no={d.taskNo}
        tag={
          <>
            <Tag tag={TASK_STATUS[d.status]} />
            {d.overdue && d.status !== 3 ? (
              <Tag tag={{ label: '逾期', className: 'bg-danger/10 text-danger' }} />
            ) : null}
          </>
        }
        actions={
          <>
            {perm.hasPerm('task:export') ? (
              <Button onClick={() => exportWord()} disabled={busy}>
                <FileText />
                导出 Word
              </Button>
            ) : null}
            {mayCancel ? (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                作废
              </Button>
            ) : null}
          </>
        }
      />
      <TaskFacts d={d} />
      <Card title="任务内容">
        <div className="grid gap-4 md:grid-cols-2">
          <Text label="任务内容" text={d.content} />
          <Text label="执行要求" text={d.requirement} />
        </div>
      </Card>
      <Card title={`执行记录（${d.records?.length ?? 0}）`}>
        <TaskRecords records={d.records} />
      </Card>
      <DetailEnd d={d} type="task" keys={TASK_KEYS} cancelling={cancelling} onClose={() => setCancelling(false)} />
    </>
  );
}

/** The task's basic facts: type, project, who carries it out and who gave it, frequency and times. */
function TaskFacts({ d }: { d: TaskLedgerDetail }) {
  return (
    <Card title="基本信息">
      <Facts
        items={[
          ['任务类型', TASK_TYPES[d.taskType]],
          ['项目', d.projectName],
          ['所属分公司', d.orgName],
          ['执行岗位', d.positionName],
          ['执行人', d.executorName],
          ['下发人', d.publisherName],
          ['执行频次', d.frequency],
          ['计划开始', formatDate(d.startTime, 'minute')],
          ['计划截止', formatDate(d.endTime, 'minute')],
          ['完成时间', formatDate(d.finishTime, 'dateTime')],
        ]}
      />
    </Card>
  );
}

/** The task's execution records, oldest first: time, what was done, where and the site photos. */
function TaskRecords({ records }: { records: TaskLedgerDetail['records'] }) {
  return records?.length ? (
    <ol className="relative ml-2 border-l border-line">
      {records.map((r, i) => (
        <li key={`${r.recordTime}-${i}`} className="relative pb-4 pl-5 last:pb-0">
          <span className="absolute top-1.5 -left-[5px] size-2.5 rounded-full border-2 border-primary bg-white" />
          <div className="text-xs text-muted">{formatDate(r.recordTime, 'dateTime')}</div>
          <p className="mt-0.5 text-sm text-gray-900">{r.content}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3 text-xs text-gray-600">
            {r.address ? (
              <span className="flex items-center gap-1">
                <MapPin className="size-3.5" />
                {r.address}
              </span>
            ) : null}
            {r.images?.map((src, n) => (
              <NewTabLink key={src} href={src} className="text-primary hover:underline">
                现场照片 {n + 1}
              </NewTabLink>
            ))}
          </div>
        </li>
      ))}
    </ol>
  ) : (
    <p className="text-sm text-muted">暂无执行记录</p>
  );
}

type SpecialItem = NonNullable<SpecialLedgerDetail['items']>[number];

const SPECIAL_ITEM_COLUMNS: PlainColumn<{ item: SpecialItem; seq: number }>[] = [
  { header: '序号', cell: (r) => r.seq, className: 'text-muted' },
  { header: '检查项', cell: (r) => r.item.itemName },
  { header: '结果', cell: (r) => <Tag tag={ITEM_RESULTS[r.item.result]} /> },
  { header: '隐患数', cell: (r) => r.item.troubleCount ?? 0 },
];

/** The special task's check items: each item's result and the hazards it found. */
function SpecialItems({ items }: { items: SpecialLedgerDetail['items'] }) {
  return items?.length ? (
    <PlainTable
      columns={SPECIAL_ITEM_COLUMNS}
      rows={items.map((item, i) => ({ item, seq: i + 1 }))}
      rowKey={(r) => `${r.item.itemName}-${r.seq - 1}`}
      {...RULED_LOOK}
    />
  ) : (
    <p className="text-sm text-muted">暂无检查项</p>
  );
}

function SpecialDetail({ id }: { id: number }) {
  const perm = usePagePermission(LIST_PATH.special);
  const query = useQuery(specialDetailQuery(id));
  const [cancelling, setCancelling] = useState(false);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed error={query.error} retry={() => void query.refetch()} />;
  const d: SpecialLedgerDetail | undefined = query.data;
  if (!d) return <PageNote text="专项任务不存在" />;
  const mayCancel = perm.can('cancel') && perm.hasPerm('task:cancel') && canCancel(d.status);
  return (
    <>
      <Heading
        name={d.taskName}
        no={d.taskNo}
        tag={<Tag tag={SPECIAL_STATUS[d.status]} />}
        actions={
          mayCancel ? (
            <Button variant="danger" onClick={() => setCancelling(true)}>
              作废
            </Button>
          ) : null
        }
      />
      <Card title="基本信息">
        <Facts
          items={[
            ['专项类型', SPECIAL_TYPES[d.specialType]],
            ['下发组织', d.issueOrgName],
            ['项目', d.projectName],
            ['负责人', d.leaderName],
            ['检查期限', `${formatDate(d.startDate)} 至 ${formatDate(d.endDate)}`],
            ['检查进度', <ProgressBar key="p" row={d} />],
            ['发现隐患', `${d.troubleCount ?? 0} 处`],
            ['参与人员', d.participants?.join('、')],
          ]}
        />
      </Card>
      <Card title="专项内容">
        <div className="grid gap-4 md:grid-cols-2">
          <Text label="专项内容" text={d.content} />
          <Text label="要求" text={d.requirement} />
        </div>
      </Card>
      <Card title={`检查项（${d.items?.length ?? 0}）`}>
        <SpecialItems items={d.items} />
      </Card>
      <DetailEnd
        d={d}
        type="special"
        keys={SPECIAL_KEYS}
        cancelling={cancelling}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
