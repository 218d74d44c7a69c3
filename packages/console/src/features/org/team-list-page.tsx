// 班组管理 (seed 001 §7.14 /pc/team/*): list with filters, add and edit in a dialog, delete after a confirmation,
// check in and exit with confirmation, per the page's perms. 登记二维码 shows the mini-program code workers scan to
// register into the team (/app/sprogram/qrcode/create), with 下载.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { corpOptionsQuery, projectOptionsQuery } from '@/platform/org-options';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import { FormDateField } from '@/ui/form-date-field';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import type { FilterField } from '@/ui/filter-bar';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { QrCodeDialog } from '@/ui/qr-code-dialog';
import { FormFields } from '@/ui/form-fields';
import { AddButton } from '@/ui/list-add-dialog';
import { SaveFormDialog, editTitle, useSaveMutation } from '@/ui/save-form-dialog';
import { teamBody, teamSchema, teamToForm, type TeamForm } from './team-rules';
import { invalidateOperation } from '@site/sdk/query/common';
import { STATUS, loadTeams, teamColumns, type Team } from './team-columns';

/** The mini-program page a worker lands on after scanning a team's code (spec example of createMiniProgramQrCode). */
const WORKER_REGISTER_PAGE = 'pages/worker/register';

const FILTERS: FilterField[] = [
  { name: 'team_name', label: '班组名称' },
  {
    name: 'status',
    label: '状态',
    type: 'select',
    options: Object.entries(STATUS).map(([value, s]) => ({ value, label: s.label })),
  },
];

export default function TeamListPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ team: Team; action: 'checkin' | 'exit' } | null>(null);
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [qrTeam, setQrTeam] = useState<Team | null>(null);
  const del = useRowDelete<Team>({
    run: (t) => api.POST('/pc/team/del/{id}', { params: { path: { id: t.id } } }),
    done: '班组已删除',
    invalidate: 'listOrgTeams',
  });
  const askDelete = del.ask;
  const close = () => setPending(null);
  const done = () => {
    close();
    void invalidateOperation(queryClient, 'listOrgTeams');
  };
  const columns = useMemo(
    () => teamColumns({ perm, onEdit: setEditing, onQr: setQrTeam, onPending: setPending, onDelete: askDelete }),
    [perm, askDelete],
  );

  return (
    <>
      <ListScreen<Team>
        id="org-teams"
        title="班组管理"
        filters={FILTERS}
        columns={columns}
        operation="listOrgTeams"
        rowId={(t) => String(t.id)}
        toolbar={<AddButton show={perm.can('add')} label="新增班组" onClick={() => setEditing('new')} />}
        load={async ({ page, size, filters, signal }) => {
          const env = await loadTeams(
            {
              pageNum: page,
              pageSize: size,
              team_name: filters.team_name,
              status: filters.status === undefined ? undefined : (Number(filters.status) as 0 | 1 | 2),
            },
            signal,
          );
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {qrTeam ? <TeamQrDialog team={qrTeam} onClose={() => setQrTeam(null)} /> : null}
      {pending?.action === 'checkin' ? <CheckinDialog team={pending.team} onClose={close} onDone={done} /> : null}
      {pending?.action === 'exit' ? <ExitDialog team={pending.team} onClose={close} onDone={done} /> : null}
      {editing !== null ? (
        <TeamDialog
          team={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void invalidateOperation(queryClient, 'listOrgTeams');
          }}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title="删除班组"
        message={(t) => `确定删除“${t.team_name}”吗？只能删除没有工人的班组。`}
      />
    </>
  );
}

const today = () => dayjs().format('YYYY-MM-DD');
const dateField = (message: string) => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message));

const checkinSchema = z.object({ checkin_date: dateField('请选择进场日期') });
type CheckinForm = z.infer<typeof checkinSchema>;

/** 登记二维码: the mini-program code workers scan to register into the team, with 下载. */
function TeamQrDialog({ team, onClose }: { team: Team; onClose: () => void }) {
  return (
    <QrCodeDialog
      title={`${team.team_name} 工人扫码登记`}
      hint="工人用微信扫码，进入小程序登记到本班组"
      body={{ page: WORKER_REGISTER_PAGE, scene: `pid=${team.project_id}&tid=${team.id}`, width: 430 }}
      create={(body, signal) => api.POST('/app/sprogram/qrcode/create', { body, signal })}
      fileName={`${team.team_name}-工人登记二维码`}
      onClose={onClose}
    />
  );
}

function CheckinDialog({ team, onClose, onDone }: { team: Team; onClose: () => void; onDone: () => void }) {
  const form = useForm<CheckinForm>({ resolver: zodResolver(checkinSchema), defaultValues: { checkin_date: today() } });
  const save = useSaveMutation(
    (v: CheckinForm) => api.POST('/pc/team/checkin', { body: { id: team.id, ...v } }),
    onDone,
    '班组已进场',
  );
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={`班组进场：${team.team_name}`}>
      <FormDateField form={form} name="checkin_date" id="checkin_date" label="进场日期" />
    </SaveFormDialog>
  );
}

const exitSchema = z.object({
  exit_date: dateField('请选择退场日期'),
  exit_reason: z.optional(z.string().check(z.trim(), z.maxLength(200, '退场原因最多200字'))),
  exit_workers: z.boolean(),
});
type ExitForm = z.infer<typeof exitSchema>;

export function ExitDialog({ team, onClose, onDone }: { team: Team; onClose: () => void; onDone: () => void }) {
  const form = useForm<ExitForm>({
    resolver: zodResolver(exitSchema),
    defaultValues: { exit_date: today(), exit_reason: '', exit_workers: true },
  });
  const save = useSaveMutation(
    (v: ExitForm) =>
      api.POST('/pc/team/exit', { body: { id: team.id, ...v, exit_reason: v.exit_reason || undefined } }),
    onDone,
    '班组已退场',
  );
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={`班组退场：${team.team_name}`}>
      <p className="text-sm text-gray-600">退场后该班组不再计入在场人数；工资未结清的班组不能退场。</p>
      <FormFields
        form={form}
        fields={[
          { as: 'date', name: 'exit_date', id: 'exit_date', label: '退场日期' },
          {
            name: 'exit_reason',
            id: 'exit_reason',
            label: '退场原因',
            placeholder: '请输入退场原因',
            markInvalid: false,
          },
          { as: 'check', name: 'exit_workers', label: '班组在场工人一并退场（安全帽自动归还）' },
        ]}
      />
    </SaveFormDialog>
  );
}

/** The options with the edited row's own value first if the list lacks it (so the select shows it before/without the list). */
function withCurrent(options: { value: string; label: string }[] | undefined, value?: number, label?: string) {
  const list = options ?? [];
  if (value === undefined || list.some((o) => o.value === String(value))) return list;
  return [{ value: String(value), label: label ?? String(value) }, ...list];
}

export function TeamDialog({
  team,
  onClose,
  onDone,
}: {
  team: Team | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<TeamForm>({ resolver: zodResolver(teamSchema), defaultValues: teamToForm(team) });
  const projects = useQuery(projectOptionsQuery());
  const corps = useQuery(corpOptionsQuery());
  const save = useSaveMutation((v: TeamForm) => api.POST('/pc/team/edit', { body: teamBody(v, team) }), onDone);
  const parties = [
    ['project_id', 'project', '项目', withCurrent(projects.data, team?.project_id, team?.project_name)],
    ['corp_id', 'corp', '所属企业', withCurrent(corps.data, team?.corp_id, team?.corp_name)],
  ] as const;
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={editTitle('班组', team, (r) => r.team_name)}
      width={600}
    >
      {team ? null : <p className="text-sm text-gray-600">新班组为“待进场”，进场后班组工人才能考勤。</p>}
      <FormFields
        className="grid grid-cols-2 gap-x-4"
        form={form}
        idPrefix="team-"
        fields={[
          { name: 'team_name', id: 'name', label: '班组名称', required: true, placeholder: '如 防水班' },
          { name: 'work_type', id: 'work-type', label: '主要工种', placeholder: '如 防水工', markInvalid: false },
          ...parties.map(
            ([name, id, label, options]) => ({ as: 'combobox', name, id, label, options, required: true }) as const,
          ),
          {
            name: 'remark',
            label: '备注',
            rows: 3,
            placeholder: '请输入备注',
            markInvalid: false,
            className: 'col-span-2',
          },
        ]}
      />
    </SaveFormDialog>
  );
}
