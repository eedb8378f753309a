import { Alert, Button, Form, Input, type FormProps } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'shared/router';
import { hasFieldErrors, paths, signInErrorWords, t as common, validateEmailSignIn, type EmailSignIn } from 'shared';
import { clearSessionErrorAtom, sessionAtom, signInAtom } from 'shared/session';
import { applyFieldErrors, Panel } from 'shared/ui';
import { t } from '../../features/auth/messages.ts';
import './creator-login.css';

const fields = ['email', 'password'] as const;

/** Sign-in for content creators and reviewers, on the creator portal and in the shell alike. */
export function CreatorLogin() {
  const session = useAtomValue(sessionAtom);
  const signIn = useSetAtom(signInAtom);
  const clearError = useSetAtom(clearSessionErrorAtom);
  const navigate = useNavigate();
  const [form] = Form.useForm<EmailSignIn>();
  const from = (useLocation().state as { from?: string } | null)?.from;

  if (session.user?.type === 'creator') return <Navigate to={from ?? paths.creatorDashboard} replace />;

  const onFinish: FormProps<EmailSignIn>['onFinish'] = async (values) => {
    const problems = validateEmailSignIn(values);
    applyFieldErrors(form, problems, fields);
    if (hasFieldErrors(problems)) return;
    const user = await signIn({ type: 'creator', identity: values.email, password: values.password });
    if (user) navigate(from ?? paths.creatorDashboard, { replace: true });
  };

  const busy = session.loading && session.loginType === 'creator';
  return (
    <main className="creator-login">
      <Panel>
        <h1 className="creator-login-title">{t('creatorLogin.title')}</h1>
        <Form<EmailSignIn>
          form={form}
          layout="vertical"
          initialValues={{ email: '', password: '' }}
          onFinish={onFinish}
          onValuesChange={() => clearError()}
          requiredMark={false}
          noValidate
        >
          {session.status === 'error' && session.loginType === 'creator' && (
            <Alert type="error" role="alert" title={signInErrorWords(session.error)} showIcon className="mcq-form-alert" />
          )}
          <Form.Item<EmailSignIn> label={common('signIn.email')} name="email">
            <Input type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item<EmailSignIn> label={common('signIn.password')} name="password">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {busy ? common('signIn.submitting') : t('creatorLogin.submit')}
          </Button>
        </Form>
      </Panel>
    </main>
  );
}
