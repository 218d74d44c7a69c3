import { Link, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/lib/redirect';
import { useSession } from '@/platform/session-store';

export default function NotFoundPage() {
  const [params] = useSearchParams();
  const { token } = useSession();
  const back = safeRedirect(params.get('redirect'), '/');
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-lg font-semibold text-gray-800">页面不存在或无权访问</h1>
      <p className="text-sm text-muted">请检查地址是否正确，或联系管理员开通权限。</p>
      <Link
        to={token ? back : `/login?redirect=${encodeURIComponent(back)}`}
        className="text-sm text-primary hover:underline"
      >
        {token ? '返回' : '重新登录'}
      </Link>
    </div>
  );
}
