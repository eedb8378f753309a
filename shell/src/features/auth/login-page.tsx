import { App as AntApp, Alert, Button, Card, ConfigProvider, Form, Input, Tabs } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { antdTheme, homeFor, sessionAtom, signInAtom, t, type Role } from 'shared';

interface Credentials {
  identity: string;
  password: string;
}

function LoginForm({ type }: { type: Role }) {
  const signIn = useSetAtom(signInAtom);
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const isParent = type === 'parent';

  const onFinish = async ({ identity, password }: Credentials) => {
    const user = await signIn({ type, identity, password });
    if (user) navigate(from ?? homeFor(user.type), { replace: true });
  };

  return (
    <Form<Credentials> layout="vertical" onFinish={onFinish} requiredMark={false}>
      {session.error && session.loginType === type && <Alert type="error" title={session.error} showIcon />}
      <Form.Item<Credentials>
        label={isParent ? t('login.parent.email') : t('login.student.id')}
        name="identity"
        rules={[{ required: true, message: isParent ? t('login.parent.email.required') : t('login.student.id.required') }]}
      >
        <Input placeholder={isParent ? undefined : t('login.student.id.placeholder')} />
      </Form.Item>
      <Form.Item<Credentials>
        label={isParent ? t('login.parent.password') : t('login.student.code')}
        name="password"
        rules={[{ required: true, message: isParent ? t('login.parent.password.required') : t('login.student.code.required') }]}
      >
        <Input.Password />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={session.loading}>
        {isParent ? t('login.parent.submit') : t('login.student.submit')}
      </Button>
    </Form>
  );
}

export function LoginPage() {
  return (
    <ConfigProvider theme={antdTheme}>
      <AntApp>
        <main style={{ maxWidth: 420, margin: '3rem auto' }}>
          <Card title={<h1 style={{ margin: 0, fontSize: 20 }}>{t('app.tagline')}</h1>}>
            <Tabs
              items={[
                { key: 'parent', label: t('login.tab.parent'), children: <LoginForm type="parent" /> },
                { key: 'student', label: t('login.tab.student'), children: <LoginForm type="student" /> },
              ]}
            />
          </Card>
        </main>
      </AntApp>
    </ConfigProvider>
  );
}
