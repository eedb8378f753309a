import { Alert, Button, Form, Input, type FormProps } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/form.js';
import 'shared/antd-css/input.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'shared/router';
import {
  destinationAfterSignIn,
  hasFieldErrors,
  paths,
  requestedPath,
  signInErrorWords,
  t as common,
  validateEmailSignIn,
  type EmailSignIn,
} from 'shared';
import { clearSessionErrorAtom, sessionAtom, signInAtom } from 'shared/session';
import { applyFieldErrors, Panel, portalOrigin } from 'shared/ui';
import { t } from '../../features/auth/messages.ts';
import './creator-login.css';
import { usePageTitle } from 'shared/ui/page-change';

const fields = ['email', 'password'] as const;

/** The portal's "Forgot password?" for an author: the shell's page, which asks for a link to the author's account. */
const forgotPasswordHref = () => new URL(`${paths.forgotPassword}?account=creators`, portalOrigin()).href;

/** Why the sign-in failed; a wrong password (the default words, docs/product.md "Signing in and out") points to "Forgot password?". */
function SignInError({ error }: { error: unknown }) {
  const message = signInErrorWords(error);
  const wrong = message === common('signIn.error.default');
  return (
    <Alert
      type="error"
      role="alert"
      title={message}
      description={
        wrong && (
          <>
            {t('creatorLogin.error.hint')} <a href={forgotPasswordHref()}>{t('creatorLogin.forgot')}</a>
          </>
        )
      }
      showIcon
      className="mcq-form-alert"
    />
  );
}

/** Sign-in for content creators and reviewers, on the creator portal and in the shell alike. */
export function CreatorLogin() {
  const session = useAtomValue(sessionAtom);
  const signIn = useSetAtom(signInAtom);
  const clearError = useSetAtom(clearSessionErrorAtom);
  const navigate = useNavigate();
  const [form] = Form.useForm<EmailSignIn>();
  const from = requestedPath(useLocation().state);
  usePageTitle(t('creatorLogin.title'));

  if (session.user?.type === 'creator') return <Navigate to={destinationAfterSignIn(session.user, from)} replace />;

  const onFinish: FormProps<EmailSignIn>['onFinish'] = async (values) => {
    const problems = validateEmailSignIn(values);
    applyFieldErrors(form, problems, fields);
    if (hasFieldErrors(problems)) return;
    const user = await signIn({ type: 'creator', identity: values.email, password: values.password });
    if (user) navigate(destinationAfterSignIn(user, from), { replace: true });
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
          {session.status === 'error' && session.loginType === 'creator' && <SignInError error={session.error} />}
          <Form.Item<EmailSignIn> label={common('signIn.email')} name="email">
            <Input type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item<EmailSignIn> label={common('signIn.password')} name="password">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {busy ? common('signIn.submitting') : t('creatorLogin.submit')}
          </Button>
          <p className="creator-login-forgot">
            <a href={forgotPasswordHref()}>{t('creatorLogin.forgot')}</a>
          </p>
        </Form>
      </Panel>
    </main>
  );
}
