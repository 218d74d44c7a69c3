import { Box, Image, Monitor } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { useSession } from '@/platform/session-store';
import { shows2D, shows3D, screenType } from '@/session/levels';
import { Button } from '@/ui/button';
import { httpUrl } from '@/lib/redirect';

/** Shown when the back-end's address is not an http(s) one (a `javascript:` or `data:` address never opens). */
const UNSAFE_SCREEN_URL = '大屏地址无效，无法打开';

async function open(type: 'nation' | 'project' | 'bim', projectId: number) {
  // The address is checked before any tab opens, so a refused one opens nothing. Chromium and Firefox keep the
  // click's activation for a few seconds, long enough for this one request.
  let raw: unknown;
  try {
    const env = await api.GET('/pc/bigscreen/redirect', {
      params: { query: { type, ...(projectId ? { project_id: projectId } : {}) } },
    });
    raw = env.data?.redirect_url;
  } catch {
    return; // the SDK has shown the failure
  }
  const url = httpUrl(raw);
  if (!url) {
    toast.error(UNSAFE_SCREEN_URL);
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function BigScreenButtons() {
  const { identity } = useSession();
  if (!identity) return null;
  return (
    <div className="hidden items-center gap-2 md:flex">
      {shows2D(identity) ? (
        <Button size="sm" onClick={() => open(screenType(identity), identity.project_id)}>
          <Monitor />
          2D 大屏
        </Button>
      ) : null}
      {shows3D(identity) ? (
        <Button size="sm" onClick={() => open('bim', identity.project_id)}>
          <Box />
          3D 大屏
        </Button>
      ) : null}
      {identity.project_id ? (
        <Button size="sm" asChild>
          <Link to="/panorama">
            <Image />
            全景
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
