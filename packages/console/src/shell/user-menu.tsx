import { useState } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';
import { ArrowLeftRight, ChevronDown, KeyRound, LogOut } from 'lucide-react';
import { ResetPasswordDialog } from '@/session/reset-password-dialog';
import { useSession } from '@/platform/session-store';
import { logout } from '@/session/logout';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ProjectSwitchDialog } from './project-switch-dialog';

/** Source 4: the identity is one project's, so the user switches between projects (not through the org tree). */
const PROJECT_LEVEL = 4;

export function UserMenu() {
  const { identity, user } = useSession();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [projectOpen, setProjectOpen] = useState(false);
  const name = user?.realName || identity?.name || identity?.account || '';
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          className="flex items-center gap-2 rounded px-2 py-1 text-sm text-gray-700 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary"
          aria-label={`${name} ${identity?.account ?? ''} 用户菜单`}
        >
          {/* The avatar: a picture of the name's last two characters (drawn by CSS, not text, so the button's name
              is what it says in words: the name, the account, 用户菜单). */}
          <span
            aria-hidden
            data-initials={name.slice(-2)}
            className="flex size-7 items-center justify-center rounded-full bg-primary text-xs text-white after:content-[attr(data-initials)]"
          />
          <span className="hidden flex-col items-start leading-tight sm:flex">
            <span>{name}</span>
            <span className="text-xs text-muted">{identity?.account}</span>
          </span>
          <ChevronDown className="size-3.5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {identity?.source === PROJECT_LEVEL ? (
            <DropdownMenuItem onSelect={() => setProjectOpen(true)}>
              <ArrowLeftRight />
              切换项目
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setPasswordOpen(true)}>
            <KeyRound />
            修改密码
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setConfirmOpen(true)}>
            <LogOut />
            退出登录
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {projectOpen && identity ? (
        <ProjectSwitchDialog currentId={identity.project_id} onClose={() => setProjectOpen(false)} />
      ) : null}
      <ResetPasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} title="修改密码" />
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
