// 菜单管理's add / edit dialog (/pc/vmemu/edit): parent, name, link type, route, route name, component, icon, sort,
// permission marks, the button power bits and whether the entry is hidden.
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
import { Select } from '@/ui/select';
import { MENU_ICONS, menuEditBody, menuForm, menuSchema, type MenuForm, type MenuItem } from './menu-rules';
import { POWER_OPTIONS } from './power-rules';

export function MenuDialog({
  item,
  parentId,
  parents,
  onClose,
  onDone,
}: {
  item: MenuItem | undefined;
  parentId: number;
  parents: { value: string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<MenuForm>({ resolver: zodResolver(menuSchema), defaultValues: menuForm(item, parentId) });
  const save = useMutation({
    mutationFn: (v: MenuForm) => api.POST('/pc/vmemu/edit', { body: menuEditBody(v, item?.id) }),
    onSuccess: (env) => {
      toast.success(env.msg || '菜单已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  const editing = item !== undefined;
  const keepHint = editing ? '留空则保持不变' : undefined;
  return (
    <FormDialog
      open
      width={720}
      onOpenChange={(o) => !o && onClose()}
      title={editing ? `编辑菜单：${item.title}` : '新增菜单'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-2 gap-x-4">
        <Field label="上级菜单" htmlFor="menu-parent_id">
          <Select id="menu-parent_id" {...form.register('parent_id')}>
            {parents.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <MenuText form={form} name="title" label="菜单名称" placeholder="如 操作日志" />
        <LinkFields form={form} />
        <MenuText form={form} name="menuCode" label="路由名称" placeholder={keepHint ?? '如 SystemOperLog'} />
        <MenuText
          form={form}
          name="filepath"
          label="组件路径"
          placeholder="Layout、View 或视图目录，如 system/operLog"
        />
        <Field label="图标" htmlFor="menu-icon">
          <Select id="menu-icon" options={MENU_ICONS} {...form.register('icon')} />
        </Field>
        <MenuText form={form} name="sort" label="排序" placeholder="同级顺序，如 9" />
        <div className="col-span-2">
          <MenuText
            form={form}
            name="perms"
            label="权限标识"
            placeholder={keepHint ?? '逗号分隔，如 team:checkin,team:exit'}
          />
        </div>
      </div>
      <PowerBits form={form} />
      <label className="mt-2 flex w-fit cursor-pointer items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('hidden')} />
        在侧边菜单中隐藏（由其他页面的操作打开）
      </label>
    </FormDialog>
  );
}

/** 链接类型 and the route or link address it labels. */
function LinkFields({ form }: { form: UseFormReturn<MenuForm> }) {
  const linkType = useWatch({ control: form.control, name: 'linkType' });
  return (
    <>
      <Field label="链接类型" htmlFor="menu-linkType">
        <Select id="menu-linkType" {...form.register('linkType')}>
          <option value="0">内部路由</option>
          <option value="1">外部链接（新标签页打开）</option>
        </Select>
      </Field>
      <MenuText
        form={form}
        name="path"
        label={linkType === '1' ? '链接地址' : '路由地址'}
        placeholder={linkType === '1' ? 'https://…' : '如 /system/operLog'}
      />
    </>
  );
}

/** A text box whose id is its name's: as the menu's form always had them. */
function MenuText({
  form,
  name,
  label,
  placeholder,
}: {
  form: UseFormReturn<MenuForm>;
  name: 'title' | 'path' | 'menuCode' | 'filepath' | 'perms' | 'sort';
  label: string;
  placeholder: string;
}) {
  return (
    <FormTextField
      form={form}
      name={name}
      id={`menu-${name}`}
      label={label}
      required={name === 'title'}
      placeholder={placeholder}
    />
  );
}

/** The button power bits (power_value) as checkboxes. */
function PowerBits({ form }: { form: UseFormReturn<MenuForm> }) {
  const power = useWatch({ control: form.control, name: 'power_value' });
  return (
    <fieldset className="rounded border border-line px-3 pt-1 pb-3">
      <legend className="px-1 text-sm text-gray-700">按钮权限（power_value：{power}）</legend>
      <div className="grid grid-cols-5 gap-x-3 gap-y-2">
        {POWER_OPTIONS.map((o) => (
          <label key={o.bit} className="flex cursor-pointer items-center gap-1.5 text-sm text-gray-700">
            <input
              type="checkbox"
              checked={(power & o.bit) !== 0}
              onChange={(e) =>
                form.setValue('power_value', e.target.checked ? power | o.bit : power & ~o.bit, {
                  shouldDirty: true,
                })
              }
            />
            {o.label}
            <span className="text-xs text-muted">{o.bit}</span>
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted">“编辑状态”（1024）为反向位：勾选后该页面不允许编辑状态。</p>
    </fieldset>
  );
}
