// Pieces shared by the 检查管理 screens: the organisation tree that scopes a list, photo thumbnails and attachment
// links, the problem list and the flow records of a check, and the problem rows of a check form.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  useFieldArray,
  type ArrayPath,
  type FieldArray,
  type FieldErrors,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod/mini';
import { Building2, ImageOff, Paperclip, Plus, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Field, RequiredLabel } from '@/ui/field';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormDateField } from '@/ui/form-date-field';
import { FormTextField } from '@/ui/form-text-field';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { TreePanel } from '@/ui/tree-panel';
import {
  EMPTY_PROBLEM,
  PROBLEM_VERIFY,
  TROUBLE_LEVEL,
  categoryOptions,
  fileName,
  isImage,
  optionsOf,
  type CheckFlowRecord,
  type CheckProblem,
  type OrgNode,
  type ProblemInput,
} from './check-model';
import { categoryTreeQuery, companyOptionsQuery, orgTreeQuery } from './check-queries';
import { errorText } from '@/lib/error-text';
import { LoadFailed } from '@/ui/retry-failed';
import { NewTabLink } from '@/ui/new-tab-link';

/** The current scope above a list, with 查看全部 to clear it. */
export function ScopeBanner({
  caption,
  children,
  onClear,
}: {
  caption: string;
  children: ReactNode;
  onClear: () => void;
}) {
  return (
    <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm shadow-sm">
      <Building2 className="size-4 text-primary" aria-hidden />
      <span className="text-gray-500">{caption}</span>
      <span className="font-medium text-gray-900">{children}</span>
      <Button size="sm" variant="link" className="ml-2" onClick={onClear}>
        查看全部
      </Button>
    </div>
  );
}

/** A row's name in a list, opening its detail. */
export function NameLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="text-left font-medium text-primary hover:underline" onClick={onClick}>
      {children}
    </button>
  );
}

/** The organisation tree on the left of a list: choosing a company, branch or project scopes the list. */
export function ScopeTree({ selected, onSelect }: { selected: OrgNode | null; onSelect: (n: OrgNode | null) => void }) {
  const tree = useQuery(orgTreeQuery());
  return (
    <TreePanel<unknown>
      label="组织与项目"
      className="w-60 shrink-0"
      nodes={tree.data ?? []}
      selectedId={selected?.id ?? null}
      defaultExpandDepth={2}
      onSelect={(node) => onSelect(selected?.id === node.id ? null : (node as OrgNode))}
      actions={[]}
      loading={tree.isPending}
      error={errorText(tree.error)}
      onRetry={() => void tree.refetch()}
    />
  );
}

/** A photo thumbnail opening the picture in a new tab; a placeholder when it cannot be loaded. */
function Thumb({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <NewTabLink
      href={src}
      title="查看原图"
      className="block size-16 shrink-0 overflow-hidden rounded border border-line bg-gray-50 hover:ring-2 hover:ring-primary/40"
    >
      {failed ? (
        <span
          role="img"
          aria-label={`${alt}（无法加载）`}
          className="flex size-full items-center justify-center text-gray-400"
        >
          <ImageOff className="size-6" />
        </span>
      ) : (
        <img src={src} alt={alt} loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      )}
    </NewTabLink>
  );
}

/** Images as thumbnails, other files as links (rel=noopener); nothing shows a dash. */
export function Files({ urls, label }: { urls: readonly string[] | null | undefined; label: string }) {
  const list = urls ?? [];
  if (!list.length) return <span className="text-muted">—</span>;
  const images = list.filter(isImage);
  const files = list.filter((u) => !isImage(u));
  return (
    <div className="flex flex-col gap-2">
      {images.length ? (
        <div className="flex flex-wrap gap-2">
          {images.map((u, i) => (
            <Thumb key={u} src={u} alt={`${label} ${i + 1}`} />
          ))}
        </div>
      ) : null}
      {files.map((u) => (
        <NewTabLink key={u} href={u} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <Paperclip className="size-3.5" aria-hidden />
          {fileName(u)}
        </NewTabLink>
      ))}
    </div>
  );
}

/** The problems of a check: level, category, unit, description, photos, the project's reply and the verify result. */
function ProblemList({ problems }: { problems: readonly CheckProblem[] | undefined }) {
  if (!problems?.length) return <p className="text-sm text-muted">无问题</p>;
  return (
    <ol className="flex flex-col gap-3">
      {problems.map((p, i) => (
        <li key={p.id} className="rounded border border-line p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-gray-900">问题 {i + 1}</span>
            <StatusTag table={TROUBLE_LEVEL} value={p.trouble_level} fallback={p.level_name} />
            {p.category_name ? <span className="text-gray-500">{p.category_name}</span> : null}
            <span className="ml-auto">
              <StatusTag table={PROBLEM_VERIFY} value={p.verify_result} />
            </span>
          </div>
          <p className="mt-2 text-gray-900">{p.content}</p>
          <dl className="mt-2 grid grid-cols-[5rem_1fr] gap-x-2 gap-y-1.5 text-gray-600">
            <dt className="text-gray-500">责任单位</dt>
            <dd>{p.company_name ?? '—'}</dd>
            <dt className="text-gray-500">整改期限</dt>
            <dd>{formatDate(p.rectify_deadline)}</dd>
            <dt className="text-gray-500">问题照片</dt>
            <dd>
              <Files urls={p.photos} label={`问题 ${i + 1} 照片`} />
            </dd>
            <dt className="text-gray-500">整改回复</dt>
            <dd>{p.reply_content ?? <span className="text-muted">未回复</span>}</dd>
            {p.reply_photos?.length ? (
              <>
                <dt className="text-gray-500">整改照片</dt>
                <dd>
                  <Files urls={p.reply_photos} label={`问题 ${i + 1} 整改照片`} />
                </dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** The flow of a check (下发, 回复, 复核…), newest last. */
function FlowRecords({ records }: { records: readonly CheckFlowRecord[] | undefined }) {
  if (!records?.length) return <p className="text-sm text-muted">暂无记录</p>;
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-primary/30 pl-4">
      {records.map((r, i) => (
        <li key={i} className="relative text-sm">
          <span className="absolute -left-[21px] top-1 size-2.5 rounded-full bg-primary" aria-hidden />
          <div className="flex flex-wrap gap-2">
            <span className="font-medium text-gray-900">{r.action_name ?? '—'}</span>
            <span className="text-gray-600">{r.operator_name}</span>
            <span className="text-gray-400">{formatDate(r.oper_time, 'dateTime')}</span>
          </div>
          {r.opinion ? <p className="mt-0.5 text-gray-600">{r.opinion}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** A titled block inside a detail dialog. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="mb-2 border-l-4 border-primary pl-2 text-sm font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

/** The part of a check's 详情 that waits for the detail call: loading, the failure, or `children`. */
export function DetailBody({ pending, error, children }: { pending: boolean; error: unknown; children: ReactNode }) {
  if (pending) return <Loading />;
  if (error) return <LoadFailed className="mt-4" label="详情加载失败：" error={error} />;
  return <>{children}</>;
}

/** 问题清单 and 流转记录 of a check's 详情. */
export function ProblemsAndRecords({
  problems,
  records,
}: {
  problems: readonly CheckProblem[] | undefined;
  records: readonly CheckFlowRecord[] | undefined;
}) {
  return (
    <>
      <Block title={`问题清单（${problems?.length ?? 0}）`}>
        <ProblemList problems={problems} />
      </Block>
      <Block title="流转记录">
        <FlowRecords records={records} />
      </Block>
    </>
  );
}

const LEVEL_OPTIONS = optionsOf(TROUBLE_LEVEL);

/** The rules of one problem row of a check form (ProblemFields). */
export const problemSchema = z.object({
  category_id: z.string().check(z.minLength(1, '请选择隐患分类')),
  content: z.string().check(z.trim(), z.minLength(1, '请填写问题描述'), z.maxLength(500, '问题描述最多500字')),
  trouble_level: z.string(),
  company_id: z.string(),
  rectify_deadline: z.string(),
});

/** The problem rows of a check form (add, remove), for any form with `problems: ProblemInput[]`. */
export function ProblemFields<T extends { problems: ProblemInput[] }>({
  form,
  projectId,
}: {
  form: UseFormReturn<T>;
  projectId: number | undefined;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'problems' as ArrayPath<T> });
  const categories = useQuery(categoryTreeQuery(projectId));
  const companies = useQuery(companyOptionsQuery(projectId));
  const categoryOpts = categoryOptions(categories.data);
  const errors = (form.formState.errors as FieldErrors<{ problems: ProblemInput[] }>).problems;
  const reg = (i: number, name: keyof ProblemInput) => form.register(`problems.${i}.${name}` as Path<T>);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 flex w-full items-center text-sm font-medium text-gray-900">
        问题清单
        <Button
          size="sm"
          variant="link"
          className="ml-auto"
          onClick={() => append({ ...EMPTY_PROBLEM } as FieldArray<T, ArrayPath<T>>)}
        >
          <Plus />
          添加问题
        </Button>
      </legend>
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-xs text-danger">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      {fields.map((f, i) => {
        const e = errors?.[i];
        return (
          <div key={f.id} className="rounded border border-line bg-gray-50/60 p-3">
            <div className="mb-1 flex items-center text-sm text-gray-600">
              问题 {i + 1}
              <Button
                size="sm"
                variant="ghost"
                className="ml-auto text-danger"
                aria-label={`删除问题 ${i + 1}`}
                onClick={() => remove(i)}
              >
                <Trash2 />
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-x-3">
              <Field
                label={<RequiredLabel>隐患分类</RequiredLabel>}
                htmlFor={`p${i}-cat`}
                error={e?.category_id?.message}
              >
                <Select
                  id={`p${i}-cat`}
                  options={categoryOpts}
                  aria-invalid={Boolean(e?.category_id)}
                  {...reg(i, 'category_id')}
                />
              </Field>
              <Field label={<RequiredLabel>隐患等级</RequiredLabel>} htmlFor={`p${i}-level`}>
                <Select id={`p${i}-level`} {...reg(i, 'trouble_level')}>
                  {LEVEL_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </Field>
              <FormComboboxField
                form={form}
                name={`problems.${i}.company_id` as Path<T>}
                id={`p${i}-company`}
                label="责任单位"
                options={companies.data ?? []}
              />
              <FormDateField
                form={form}
                name={`problems.${i}.rectify_deadline` as Path<T>}
                id={`p${i}-deadline`}
                label="整改期限"
              />
            </div>
            <FormTextField
              form={form}
              name={`problems.${i}.content` as Path<T>}
              id={`p${i}-content`}
              label="问题描述"
              required
              rows={2}
              placeholder="请描述发现的问题"
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/** A table cell of a main line (wrapping within `width`; pass 'whitespace-nowrap' for dates) and a grey second line. */
export function TwoLine({ main, sub, width = 'max-w-[12rem]' }: { main: ReactNode; sub?: ReactNode; width?: string }) {
  return (
    <div className={cn('min-w-0 whitespace-normal', width)}>
      <div className="leading-5">{main ?? '—'}</div>
      {sub ? <div className="text-xs leading-5 text-gray-400">{sub}</div> : null}
    </div>
  );
}
