// The settings panel (seed 000 §3; vue-element-admin's right panel): a drawer from the right with the layout settings.
// Loaded only when opened. Radix Dialog gives the name, focus moved in and kept there, Escape and an outside click to
// close, and focus back on the gear button.
import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { PAGE_SIZES } from '@/lib/constants';
import { settings, useSettings, type EditableSettings } from '@/lib/settings';

type Flag = 'fixedHeader' | 'sidebarLogo' | 'tagsView';

const FLAGS: { key: Flag; label: string; hint: string }[] = [
  { key: 'fixedHeader', label: '固定顶栏', hint: '关闭时顶栏与标签栏随页面滚动' },
  { key: 'sidebarLogo', label: '侧边栏 Logo', hint: '关闭时 Logo 显示在顶栏' },
  { key: 'tagsView', label: '显示标签栏', hint: '已打开页面的标签' },
];

function Row({ id, label, hint, children }: { id: string; label: string; hint: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm text-gray-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      </div>
      {children}
    </div>
  );
}

export default function SettingsPanel({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  /** The gear that opened the panel: focus goes back to it on close (it is not a Dialog.Trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const current = useSettings();
  const set = (patch: Partial<EditableSettings>) => settings.set(patch);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] max-w-full flex-col bg-white shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-gray-800">系统布局配置</Dialog.Title>
            <Dialog.Close
              aria-label="关闭布局配置"
              className="rounded p-1 text-gray-500 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary/40"
            >
              <X className="size-4" />
            </Dialog.Close>
          </div>
          <div className="flex-1 divide-y divide-line overflow-y-auto px-4">
            {FLAGS.map((f) => (
              <Row key={f.key} id={`setting-${f.key}`} label={f.label} hint={f.hint}>
                <button
                  id={`setting-${f.key}`}
                  type="button"
                  role="switch"
                  aria-checked={current[f.key]}
                  aria-describedby={`setting-${f.key}-hint`}
                  onClick={() => set({ [f.key]: !current[f.key] })}
                  className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-gray-300 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-primary/40 aria-checked:bg-primary"
                >
                  <span
                    aria-hidden
                    className={`inline-block size-4 rounded-full bg-white shadow transition-transform ${current[f.key] ? 'translate-x-[18px]' : 'translate-x-0.5'}`}
                  />
                </button>
              </Row>
            ))}
            <PageSizeField value={current.pageSize} onChange={(pageSize) => set({ pageSize })} />
          </div>
          <div className="border-t border-line px-4 py-3">
            <button
              type="button"
              onClick={() => settings.reset()}
              className="w-full rounded border border-line px-3 py-1.5 text-sm text-gray-700 outline-none hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/40"
            >
              恢复默认
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 默认每页条数: the page size a list opens with. */
function PageSizeField({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  return (
    <fieldset className="py-3">
      <legend className="text-sm text-gray-800">默认每页条数</legend>
      <p className="text-xs text-muted">列表页面打开时的每页条数</p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {PAGE_SIZES.map((size) => (
          <label
            key={size}
            className="flex cursor-pointer items-center gap-1.5 rounded border border-line px-2 py-1 text-sm whitespace-nowrap has-[:checked]:border-primary has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40"
          >
            <input
              type="radio"
              name="setting-page-size"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="accent-primary"
            />
            {size} 条
          </label>
        ))}
      </div>
    </fieldset>
  );
}
