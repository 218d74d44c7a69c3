import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@/platform/api';
import { queryClient } from '@/platform/query-client';
import { loginSchema, type LoginForm } from '@/lib/validation';
import { landingPath } from '@/lib/redirect';
import { PREFETCH_MARK, whenIdle } from '@/lib/idle';
import { session, useSession } from '@/platform/session-store';
import { toIdentity, type LoginAnswer } from '@/session/identity';
import { serverMenuQuery, userInfoQuery } from '@/session/session-queries';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SmsLoginForm } from './sms-login-form';
import type { SsoRefusal } from './sso-login-page';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';

// The reset dialog (and its dialog primitive) loads only when asked for: the login page stays light.
const ResetPasswordDialog = lazy(() =>
  import('@/session/reset-password-dialog').then((m) => ({ default: m.ResetPasswordDialog })),
);

const SLOGAN = ['劳务实名', '考勤工资', '安全巡检', '智能安全帽'];

/** The fields of 账号密码 sign-in (each input's id is its field name). */
const PASSWORD_FIELDS: readonly {
  name: keyof LoginForm;
  label: string;
  type?: 'password';
  autoComplete: string;
  placeholder: string;
}[] = [
  { name: 'account', label: '账号', autoComplete: 'username', placeholder: '请输入账号' },
  { name: 'password', label: '密码', type: 'password', autoComplete: 'current-password', placeholder: '请输入密码' },
];

const login = (form: LoginForm) => api.POST('/pc/account/login_v2', { body: form });

/**
 * `preload`: the app's hint to fetch the signed-in shell while the sign-in call is on its way; its promise settles
 * when the shell's code is there.
 */
export default function LoginPage({ preload }: { preload?: () => Promise<unknown> }) {
  const { token } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A portal ticket the server refused (#/ssoLogin): its message stays on the page until the person signs in.
  const ssoError = (useLocation().state as Partial<SsoRefusal> | null)?.ssoError;
  const form = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { account: '', password: '' } });
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  const [resetOpen, setResetOpen] = useState(false);
  // While the person types, the signed-in shell's code is fetched once the page is idle, so the click has nothing to
  // wait for but the calls. Not part of what the login page needs: the bench counts it apart, after the mark.
  useEffect(() => (preload ? whenIdle(PREFETCH_MARK, preload) : undefined), [preload]);
  const enter = (answer: LoginAnswer, account: string): Promise<void> => {
    queryClient.removeQueries({ queryKey: userInfoQuery().queryKey });
    queryClient.removeQueries({ queryKey: serverMenuQuery().queryKey });
    session.setIdentity(toIdentity(answer, account));
    // User info and menu start now, while the shell's code loads.
    void queryClient.prefetchQuery(userInfoQuery());
    void queryClient.prefetchQuery(serverMenuQuery());
    // The shell is entered once its code is there (the button stays busy until then): entered earlier, its Suspense
    // fallback is drawn for a moment, and React then holds the shell back for up to 300 ms after that fallback (its
    // throttled reveal) — most of what sign-in → home cost (pnpm bench: 点击“登录”到首页绘出). A failed load enters
    // anyway; the route's error boundary shows it and the next render tries again.
    const go = () => void navigate(landingPath(params.get('redirect')), { replace: true });
    return (preload?.() ?? Promise.resolve()).then(go, go);
  };
  const mutation = useMutation({
    mutationFn: (form: LoginForm) => {
      // The sign-in call goes first: the shell's many script requests would otherwise queue ahead of it.
      const call = login(form);
      preload?.();
      return call;
    },
    // Returned, so the mutation (and the 登录中… button) stays pending until the shell is entered.
    onSuccess: (envelope, values) => (envelope.data?.token ? enter(envelope.data, values.account) : undefined),
  });

  if (token && !mutation.isPending && !mutation.isSuccess)
    return <Navigate to={landingPath(params.get('redirect'))} replace />;

  const { errors } = form.formState;
  return (
    <div className="flex min-h-full items-center justify-center bg-[linear-gradient(135deg,#0b3a5b_0%,#0081cc_60%,#35a7e0_100%)] p-4">
      <div className="grid w-full max-w-[880px] overflow-hidden rounded-lg bg-white shadow-2xl md:grid-cols-[1fr_400px]">
        <section className="hidden flex-col justify-between bg-[#0b3a5b] p-10 text-white md:flex">
          <div className="flex items-center gap-3">
            <img src="favicon.svg" alt="" className="size-10" />
            <span className="text-xl font-semibold">智慧工地管理平台</span>
          </div>
          <div>
            {/* Each phrase stays whole on its line (never 智能|安全帽); lines break only between phrases. */}
            <p className="text-2xl font-semibold leading-snug">
              {SLOGAN.map((phrase, i) => (
                <span key={phrase}>
                  {i ? '\u00a0· ' : null}
                  <span className="inline-block whitespace-nowrap">{phrase}</span>
                </span>
              ))}
            </p>
            <p className="mt-3 text-sm text-white/70">集团、分公司、项目与班组，一个后台管到每一位工人。</p>
          </div>
          <p className="text-xs text-white/70">© 2026 工地管理后台项目组</p>
        </section>
        <section className="p-8 md:p-10">
          <h1 className="text-xl font-semibold text-gray-900">{mode === 'password' ? '账号登录' : '短信登录'}</h1>
          {ssoError ? (
            <p role="alert" className="mt-3 rounded border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
              {ssoError}
            </p>
          ) : null}
          <div role="tablist" aria-label="登录方式" className="mt-4 flex gap-4 border-b border-line text-sm">
            {(['password', 'sms'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                onClick={() => setMode(m)}
                className="-mb-px border-b-2 border-transparent pb-2 text-gray-600 aria-selected:border-primary aria-selected:text-primary"
              >
                {m === 'password' ? '账号密码' : '短信验证码'}
              </button>
            ))}
          </div>
          {mode === 'password' ? (
            <form
              className="mt-5 flex flex-col gap-2"
              noValidate
              onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
            >
              {PASSWORD_FIELDS.map(({ name, label, ...input }) => (
                <Field key={name} label={label} htmlFor={name} error={errors[name]?.message}>
                  <Input
                    id={name}
                    {...input}
                    aria-invalid={Boolean(errors[name])}
                    aria-describedby={`${name}-error`}
                    {...form.register(name)}
                  />
                </Field>
              ))}
              <Button type="submit" variant="primary" size="lg" className="mt-2 w-full" disabled={mutation.isPending}>
                {mutation.isPending ? '登录中…' : '登录'}
              </Button>
            </form>
          ) : (
            <div className="mt-5">
              <SmsLoginForm onLoggedIn={enter} />
            </div>
          )}
          <div className="mt-4 text-right">
            <Button variant="link" onClick={() => setResetOpen(true)}>
              忘记密码？
            </Button>
          </div>
          {resetOpen ? (
            <Suspense fallback={null}>
              <ResetPasswordDialog open={resetOpen} onOpenChange={setResetOpen} />
            </Suspense>
          ) : null}
        </section>
      </div>
    </div>
  );
}
