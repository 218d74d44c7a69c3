// 考勤确认任务 (001 §7.3 /star/laborwagesattend/*, menu wages/attendConfirm): the monthly attendance confirmation tasks
// by project (0 待确认 → 1 确认中 → 2 已确认 → 3 已提交) with export, project confirmation, submit to pre-settlement
// and delete (only 待确认); the teams of one task with their confirmation; and the participating companies of one task
// (单位确认: 确认 after a confirmation, 驳回 with a reason). A row opens /attendanceConfirmation (workers) or
// /attendanceSupplementrecording (补录).
import { PageTabs } from '@/ui/page-tabs';
import { ProjectTasks } from './attend-confirm-tasks';
import { TeamTasks } from './attend-confirm-teams';
import { CompanyTasks } from './attend-confirm-companies';

export default function AttendConfirmPage() {
  return (
    <PageTabs
      label="考勤确认维度"
      keep={['project', 'taskId']}
      tabs={[
        { key: 'project', label: '项目任务', render: () => <ProjectTasks /> },
        { key: 'team', label: '班组确认', render: () => <TeamTasks /> },
        { key: 'company', label: '单位确认', render: () => <CompanyTasks /> },
      ]}
    />
  );
}
