import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { clearSessionErrorAtom, paths, sessionAtom, signInAtom, t } from 'shared';

interface Credentials {
  email: string;
  password: string;
}

/** Sign-in for content creators and reviewers, on the creator portal and in the shell alike. */
export function CreatorLogin() {
  const session = useAtomValue(sessionAtom);
  const signIn = useSetAtom(signInAtom);
  const clearError = useSetAtom(clearSessionErrorAtom);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  if (session.user?.type === 'creator') return <Navigate to={from ?? paths.creatorDashboard} replace />;

  const onFinish = async ({ email, password }: Credentials) => {
    const user = await signIn({ type: 'creator', identity: email, password });
    if (user) navigate(from ?? paths.creatorDashboard, { replace: true });
  };

  return (
    <main style={{ maxWidth: 420, margin: '3rem auto', padding: 16 }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t('creator.login.title')}
        </Typography.Title>
        <Form<Credentials> layout="vertical" onFinish={onFinish} onValuesChange={() => clearError()} requiredMark={false}>
          {session.error && session.loginType === 'creator' && (
            <Form.Item>
              <Alert type="error" title={session.error} showIcon />
            </Form.Item>
          )}
          <Form.Item<Credentials>
            label={t('login.parent.email')}
            name="email"
            rules={[
              { required: true, message: t('login.parent.email.required') },
              { type: 'email', message: t('login.parent.email.invalid') },
            ]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item<Credentials>
            label={t('login.parent.password')}
            name="password"
            rules={[{ required: true, message: t('login.parent.password.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={session.loading}>
            {session.loading ? t('login.parent.submitting') : t('creator.login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
