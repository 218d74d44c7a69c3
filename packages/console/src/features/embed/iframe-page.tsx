// /iframeNew (seed 000 §2): a third-party page inside the console, only from allow-listed origins.
import { useSearchParams } from 'react-router-dom';
import { allowedEmbed, DEFAULT_IFRAME_ORIGINS } from '@/lib/embedding';

const ORIGINS = import.meta.env.VITE_IFRAME_ALLOW
  ? import.meta.env.VITE_IFRAME_ALLOW.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  : DEFAULT_IFRAME_ORIGINS;

export default function IframePage() {
  const [params] = useSearchParams();
  const raw = params.get('url');
  const url = allowedEmbed(raw, ORIGINS);
  if (!url) {
    return (
      <div role="alert" className="rounded-md bg-white p-6 text-sm text-gray-700 shadow-sm">
        <h1 className="text-base font-semibold text-danger">无法打开该页面</h1>
        <p className="mt-2">该地址不在允许嵌入的范围内{raw ? `：${raw}` : ''}。请联系管理员将其来源加入白名单。</p>
      </div>
    );
  }
  return (
    <iframe
      title={params.get('title') ?? '第三方页面'}
      src={url}
      className="h-full min-h-[600px] w-full rounded-md border border-line bg-white"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
    />
  );
}
