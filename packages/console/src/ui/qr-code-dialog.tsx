// 生成二维码: asks for a mini-program code with parameters (page + scene; the caller passes the SDK call of
// /app/sprogram/qrcode/create) and shows the answer's base64 picture with 下载 (saved as a PNG named after what it is
// for). Used for 工人扫码登记 on a team, and wherever a screen offers a code to scan.
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { components } from '@site/sdk';
import { dataUrlToBlob, saveFile } from '@/lib/download';
import { Button } from './button';
import { Loading } from './loading';
import { ViewDialog } from './view-dialog';
import { createMiniProgramQrCodeKey } from '@site/sdk/query/common';

type QrBody = components['schemas']['CommonQrCodeBody'];
type QrCode = components['schemas']['CommonQrCode'];

export function QrCodeDialog({
  title,
  hint,
  body,
  create,
  fileName,
  onClose,
}: {
  title: string;
  /** What scanning the code does, shown under it. */
  hint: string;
  body: QrBody;
  /** The SDK call that creates the code. */
  create: (body: QrBody, signal: AbortSignal) => Promise<{ data?: QrCode | undefined }>;
  /** The downloaded file's name, without .png. */
  fileName: string;
  onClose: () => void;
}) {
  const code = useQuery({
    queryKey: createMiniProgramQrCodeKey({ body }),
    queryFn: ({ signal }) => create(body, signal),
    select: (env) => env.data,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const picture = code.data?.base64;
  return (
    <ViewDialog title={title} onClose={onClose} width={420}>
      <div className="flex flex-col items-center gap-3 py-2">
        {code.isPending ? <Loading className="py-16" /> : null}
        {code.isError ? (
          <div role="alert" className="flex flex-col items-center gap-2 py-10 text-sm text-danger">
            {code.error.message || '二维码生成失败'}
            <Button onClick={() => void code.refetch()}>重试</Button>
          </div>
        ) : null}
        {picture ? (
          <>
            <img src={picture} alt={title} className="size-60 rounded border border-line bg-white object-contain" />
            <p className="text-center text-sm text-gray-600">{hint}</p>
            {code.data?.expireTime ? (
              <p className="text-xs text-muted">图片地址有效期至 {code.data.expireTime}</p>
            ) : null}
            <Button variant="primary" onClick={() => saveFile(dataUrlToBlob(picture), `${fileName}.png`)}>
              <Download />
              下载
            </Button>
          </>
        ) : null}
      </div>
    </ViewDialog>
  );
}
