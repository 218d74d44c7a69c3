import { Box, Image, Monitor } from 'lucide-react';
import { Link } from 'react-router-dom';
import { api } from '@/app/api';
import { useSession } from '@/session/session-store';
import { shows2D, shows3D, screenType } from '@/session/levels';
import { Button } from '@/ui/button';

async function open(type: 'nation' | 'project' | 'bim', projectId: number) {
  // Open the tab first (inside the click), then point it at the screen: popup blockers allow that.
  const tab = window.open('about:blank', '_blank');
  try {
    const env = await api.GET('/pc/bigscreen/redirect', {
      params: { query: { type, ...(projectId ? { project_id: projectId } : {}) } },
    });
    const url = env.data?.redirect_url;
    if (tab && url) {
      tab.opener = null;
      tab.location.href = url;
    } else tab?.close();
  } catch {
    tab?.close();
  }
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
