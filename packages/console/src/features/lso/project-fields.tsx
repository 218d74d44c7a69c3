// What 申请作业许可 and 新增作业记录 share: their dialog, its fields in two columns led by 项目 (when the user is not
// inside one project), and 施工区域 of the project.
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { FormCombobox } from '@/ui/form-combobox';
import { Select } from '@/ui/select';
import { useOrgOptions, type Option } from './use-org-options';

/** What the page gives the dialog: the user's project (none: the dialog asks for it), 取消, and after a save. */
export interface ProjectDialogProps {
  projectId?: number | undefined;
  onClose: () => void;
  onDone: () => void;
}

/** The form's 项目 field (`projectId`) and what choosing another project clears. */
interface ProjectChoice<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error: string | undefined;
  onChange: () => void;
}

export function ProjectFormDialog<T extends FieldValues>({
  projectId,
  onClose,
  project,
  children,
  ...dialog
}: {
  projectId: number | undefined;
  onClose: () => void;
  title: string;
  confirmText?: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  project: ProjectChoice<T>;
  children: ReactNode;
}) {
  const { projects } = useOrgOptions(!projectId);
  return (
    <FormDialog open width={760} onOpenChange={(o) => !o && onClose()} {...dialog}>
      <div className="grid max-h-[60vh] grid-cols-2 gap-x-4 overflow-y-auto pr-1">
        {projectId ? null : <ProjectField {...project} projects={projects} />}
        {children}
      </div>
    </FormDialog>
  );
}

function ProjectField<T extends FieldValues>({
  control,
  name,
  id,
  error,
  projects,
  onChange,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error: string | undefined;
  projects: Option[];
  onChange: () => void;
}) {
  return (
    <Field label={<RequiredLabel>项目</RequiredLabel>} htmlFor={id} error={error} className="col-span-2">
      <FormCombobox
        control={control}
        name={name}
        id={id}
        label="项目"
        options={projects}
        required
        onChange={onChange}
      />
    </Field>
  );
}

export function AreaField({
  id,
  error,
  chosenProject,
  areas,
  registration,
}: {
  id: string;
  error: string | undefined;
  chosenProject: number | undefined;
  areas: Option[] | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={<RequiredLabel>施工区域</RequiredLabel>} htmlFor={id} error={error}>
      <Select
        id={id}
        placeholder={chosenProject ? '请选择' : '请先选择项目'}
        options={areas ?? []}
        aria-invalid={Boolean(error)}
        {...registration}
      />
    </Field>
  );
}
