// 短信报警设置 (000 §7 / 001 §7.6 /contract/msmalarm/get + save, menu alarm/smsSetting): a project's SMS alarm
// switch, the alarm types that send an SMS, the thresholds, sending limits, quiet hours and receivers.
// Saving needs the page's edit bit (4); without it the form is read-only.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/platform/session-store';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { PageTabs } from '@/ui/page-tabs';
import { Combobox } from '@/ui/combobox';
import { projectOf, projectsOf } from './alarm-codes';
import { smsSettingQuery } from './alarm-queries';
import { SmsReceiverTab } from './sms-receiver-tab';
import { SettingForm } from './sms-setting-form';
import { errorText } from '@/lib/error-text';

const TABS = [
  { key: 'setting', label: '报警设置', render: () => <SmsSetting /> },
  { key: 'receiver', label: '接收人', render: () => <SmsReceiverTab /> },
];

/** Two tabs: a project's setting (the form) and every receiver of the scope (list + 查看). */
export default function SmsSettingPage() {
  return <PageTabs label="短信报警设置" tabs={TABS} />;
}

function SmsSetting() {
  const { identity } = useSession();
  const own = projectOf(identity);
  const tree = useQuery({ ...orgSelectTreeQuery(), enabled: !own });
  const projects = projectsOf(tree.data);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const projectId = own ?? picked ?? projects[0]?.value;
  const setting = useQuery({ ...smsSettingQuery(projectId ?? 0), enabled: Boolean(projectId) });

  return (
    <div className="flex flex-col gap-3">
      <section className="flex flex-wrap items-center gap-3 rounded-md bg-white px-4 py-3 shadow-sm">
        <h1 className="text-base font-semibold text-gray-900">短信报警设置</h1>
        {own ? (
          <span className="text-sm text-muted">{identity?.project_name}</span>
        ) : (
          <label className="ml-2 flex items-center gap-2 text-sm text-gray-600">
            项目
            <Combobox
              label="项目"
              aria-label="项目"
              className="w-64"
              value={projectId ? String(projectId) : ''}
              onChange={(v) => setPicked(Number(v) || undefined)}
              options={projects}
              showEmpty={false}
              emptyLabel=""
            />
          </label>
        )}
        {setting.data?.updateTime ? (
          <span className="ml-auto text-xs text-muted">
            最后修改：{setting.data.updateBy || '—'} · {formatDate(setting.data.updateTime, 'dateTime')}
          </span>
        ) : null}
      </section>
      {!projectId ? (
        <section className="rounded-md bg-white shadow-sm">
          {tree.isPending && !own ? (
            <Loading />
          ) : (
            <p className="py-10 text-center text-sm text-muted">暂无可设置的项目</p>
          )}
        </section>
      ) : setting.isPending ? (
        <section className="rounded-md bg-white shadow-sm">
          <Loading />
        </section>
      ) : setting.isError ? (
        <section
          role="alert"
          className="flex flex-col items-center gap-2 rounded-md bg-white py-10 text-sm text-danger shadow-sm"
        >
          短信报警设置加载失败：{errorText(setting.error)}
          <Button onClick={() => void setting.refetch()}>重试</Button>
        </section>
      ) : (
        <SettingForm key={projectId} projectId={projectId} setting={setting.data} />
      )}
    </div>
  );
}
