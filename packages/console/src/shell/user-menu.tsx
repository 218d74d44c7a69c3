import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut } from 'lucide-react';
import { useSession } from '@/session/session-store';
import { logout } from '@/session/logout';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export function UserMenu() {
  const { identity, user } = useSession();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const name = user?.realName || identity?.name || identity?.account || '';
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="flex items-center gap-2 rounded px-2 py-1 text-sm text-gray-700 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary"
          aria-label="用户菜单"
        >
          <span className="flex size-7 items-center justify-center rounded-full bg-primary text-xs text-white">
            {name.slice(-2)}
          </span>
          <span className="hidden flex-col items-start leading-tight sm:flex">
            <span>{name}</span>
            <span className="text-xs text-muted">{identity?.account}</span>
          </span>
          <ChevronDown className="size-3.5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-36 rounded-md border border-line bg-white p-1 text-sm shadow-lg"
          >
            <DropdownMenu.Item
              onSelect={() => setConfirmOpen(true)}
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-gray-700 outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary"
            >
              <LogOut className="size-4" />
              退出登录
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="系统提示"
        message="确定要退出系统吗?"
        onConfirm={logout}
      />
    </>
  );
}
