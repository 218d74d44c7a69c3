import { isSdkError } from '@site/sdk';
import { isMobile, MSG } from '@/lib/validation';
import { useCountdown } from '@/lib/use-countdown';
import { Button } from '@/ui/button';
import { notify } from '@/platform/notify';

/**
 * 获取验证码: checks the mobile (1, 3–9, 9 digits; else the warning 请输入正确的手机号), sends, then counts down 60 s.
 * A refused send shows the server's message as a warning (seed 000 §8).
 */
export function SendCodeButton({ mobile, send }: { mobile: () => string; send: (mobile: string) => Promise<unknown> }) {
  const countdown = useCountdown();
  const click = async () => {
    const value = mobile().trim();
    if (!isMobile(value)) {
      notify('warning', MSG.mobileInvalid, { duration: 1500 });
      return;
    }
    try {
      await send(value);
      notify('success', '验证码已发送', { duration: 1500 });
      countdown.start();
    } catch (e) {
      notify('warning', isSdkError(e) ? e.msg : '验证码发送失败', { duration: 1500 });
    }
  };
  return (
    <Button className="h-9 w-32 shrink-0" disabled={countdown.running} onClick={click}>
      {countdown.running ? `${countdown.left} 秒后重发` : '获取验证码'}
    </Button>
  );
}
