// The kinds of sheet 批量导入 takes (hat-upload-page.tsx, upload-card.tsx): their names, their Excel columns and
// whether they have a template. The kind is kept in the address (?kind=).
export const KINDS = {
  worker: { label: '工人安全帽', columns: '姓名、身份证号、安全帽编号', template: true },
  manager: { label: '管理人员安全帽', columns: '姓名、手机号、安全帽编号', template: true },
  observation: { label: '旁站人员名单', columns: '姓名、身份证号、手机号、单位、旁站类型、安全帽编号', template: true },
  roster: { label: '管理人员名单', columns: '姓名、身份证号、手机号、岗位、项目、安全帽编号', template: true },
} as const;
export type Kind = keyof typeof KINDS;
export const toKind = (v: string | null): Kind => (v && v in KINDS ? (v as Kind) : 'worker');

export interface Summary {
  batch_id: string;
  total?: number;
  success_count?: number;
  fail_count?: number;
}
