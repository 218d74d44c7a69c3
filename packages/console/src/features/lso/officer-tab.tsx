// 作业许可 › 安全员 (001 §7.7 /pc/safe/lso/*): who is a project's safety officer — 任命 (assign), 编辑 (edit), 撤销
// (del, with a confirmation) — with the certificate, the areas they answer for and whether they are on duty.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { FormDateField } from '@/ui/form-date-field';
import { ListScreen } from '@/ui/list-screen';
import { FormSelectField } from '@/ui/form-select-field';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FieldCombobox } from '@/ui/form-combobox';
import { OFFICER_TYPES, optionsOf } from './lso-model';
import { projectOf } from './lso-queries';
import { useOrgOptions } from './use-org-options';
import { invalidateOperation } from '@site/sdk/query/org';
import { loadOfficerRows, officerColumns, officerFilters, type Officer } from './officer-columns';
import { useOfficerForm, type OfficerFormState } from './use-officer-form';

const KEY = 'listSafetyOfficers';

export function OfficerTab() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const own = projectOf(identity);
  const { projects } = useOrgOptions(!own);
  const [editing, setEditing] = useState<Officer | 'new' | null>(null);
  const del = useRowDelete<Officer>({
    run: (o) => api.POST('/pc/safe/lso/del/{id}', { params: { path: { id: o.id } } }),
    done: '已撤销',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const filters = useMemo(() => officerFilters(own, projects), [own, projects]);
  const columns = useMemo(() => officerColumns({ perm, onEdit: setEditing, onDelete: askDelete }), [perm, askDelete]);
  return (
    <>
      <ListScreen<Officer>
        id="lso-officer"
        title="安全员"
        filters={filters}
        columns={columns}
        operation={KEY}
        scope={{ own }}
        rowId={(o) => String(o.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              任命安全员
            </Button>
          ) : null
        }
        load={loadOfficerRows(own)}
      />
      {editing ? (
        <OfficerDialog
          officer={editing === 'new' ? null : editing}
          own={own}
          projects={projects}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void invalidateOperation(queryClient, KEY);
          }}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title="撤销安全员"
        message={(o) => `确定撤销“${o.name}”的安全员任命吗？撤销后其不再出现在安全员选择中。`}
      />
    </>
  );
}

export function OfficerDialog({
  officer,
  own,
  projects,
  onClose,
  onDone,
}: {
  officer: Officer | null;
  own: number | undefined;
  projects: { value: string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const state = useOfficerForm(officer, own, onDone);
  const { projectError } = state;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={officer ? `编辑安全员：${officer.name}` : '任命安全员'}
      submitting={state.save.isPending}
      onSubmit={state.submit}
    >
      {own || officer ? null : (
        <Field label={<RequiredLabel>项目</RequiredLabel>} htmlFor="officer_project" error={projectError || undefined}>
          <FieldCombobox
            id="officer_project"
            label="项目"
            invalid={Boolean(projectError)}
            options={projects}
            required
            value={state.project}
            onChange={state.chooseProject}
          />
        </Field>
      )}
      <OfficerFields state={state} editing={Boolean(officer)} />
    </FormDialog>
  );
}

/** 管理人员 (fixed once appointed), 类型, 证书编号, 证书有效期至 and 状态. */
function OfficerFields({ state, editing }: { state: OfficerFormState; editing: boolean }) {
  const { form } = state;
  return (
    <>
      <FormComboboxField
        form={form}
        name="manager_id"
        id="officer_manager"
        label="管理人员"
        options={state.shownManagers}
        required
        disabled={editing}
      />
      <FormSelectField
        form={form}
        name="officer_type"
        id="officer_type"
        label="类型"
        required
        options={optionsOf(OFFICER_TYPES)}
      />
      <FormTextField
        form={form}
        name="certificate_no"
        id="officer_cert"
        label="证书编号"
        required
        placeholder="安全生产考核合格证书编号"
      />
      <FormDateField form={form} name="certificate_expire" id="officer_expire" label="证书有效期至" />
      <FormSelectField form={form} name="status" id="officer_status" label="状态" markInvalid={false}>
        <option value="1">在岗</option>
        <option value="0">离岗</option>
      </FormSelectField>
    </>
  );
}
