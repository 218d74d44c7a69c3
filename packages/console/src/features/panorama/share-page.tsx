// The panorama share route (seed 000 §2: reachable without a session token): one shared panorama by its code.
// It shows no shell and asks for no sign-in; an expired or unknown code shows the server's message.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '@/app/api';
import { Loading } from '@/ui/loading';
import { PanoramaViewer } from './panorama-viewer';
import { LoadFailed } from '@/ui/retry-failed';
import { getPanoramaShareQueryOptions } from '@site/sdk/query/panorama';

export default function PanoramaSharePage() {
  const { code = '' } = useParams();
  const shared = useQuery(
    getPanoramaShareQueryOptions(
      api,
      { params: { path: { code } } },
      { call: { silent: true }, select: (env) => env.data, retry: false },
    ),
  );
  const [offset, setOffset] = useState(0);
  const data = shared.data;
  return (
    <main className="flex min-h-full flex-col items-center gap-4 bg-canvas p-4">
      <header className="flex w-full max-w-6xl items-center gap-3">
        <img src="favicon.svg" alt="" className="size-7" />
        <h1 className="text-base font-semibold text-gray-900">智慧工地 · 全景分享</h1>
      </header>
      <section className="w-full max-w-6xl rounded-md bg-white p-4 shadow-sm">
        {shared.isPending ? (
          <Loading />
        ) : shared.isError || !data ? (
          <LoadFailed className="justify-center p-6" error={shared.error} fallback="分享链接已失效" />
        ) : (
          <>
            <div className="mb-3 flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <h2 className="text-base font-semibold text-gray-900">{data.point_name}</h2>
              {data.project_name ? <span className="text-sm text-gray-600">{data.project_name}</span> : null}
              <span className="text-sm text-gray-500">拍摄于 {data.shot_at}</span>
              {data.expire_at ? (
                <span className="ml-auto text-xs text-gray-400">链接 {data.expire_at} 前有效</span>
              ) : null}
            </div>
            <PanoramaViewer
              src={data.image_url}
              label={`${data.point_name} ${data.shot_at} 全景`}
              offset={offset}
              onOffset={setOffset}
              height={480}
            />
          </>
        )}
      </section>
    </main>
  );
}
