// 工资预结算 (001 §7.3 /star/salaryExpList/*, /star/salaryInitiateList/page, menu wages/salaryList): the
// pre-settlement records (0 待维护 → 1 待确认 → 2 已确认 → … → 5 已完成, 9 已撤销) with export, 生成待办 (start),
// 撤销 (remove) and attachments; the tasks as initiated; progress by organisation; and wage summaries by branch,
// project, company, team, worker and organisation, each with its export. Rows open the fixed routes /wagesmaintenance,
// /wagesconfirm and /wagesother.
import { PageTabs } from '@/ui/page-tabs';
import { Summaries } from './salary-levels';
import { ExpRecords } from './salary-exp-records';
import { InitiatedTasks, OrgProgressList } from './salary-tasks';

export default function SalaryListPage() {
  return (
    <PageTabs
      label="工资预结算"
      tabs={[
        { key: 'exp', label: '预结算', render: () => <ExpRecords /> },
        { key: 'initiate', label: '发起记录', render: () => <InitiatedTasks /> },
        { key: 'org', label: '组织进度', render: () => <OrgProgressList /> },
        { key: 'summary', label: '工资汇总', render: () => <Summaries /> },
      ]}
    />
  );
}
