import { Alert, Button, Card, Form, Input, Tabs, type FormInstance, type FormProps } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { clearSessionErrorAtom, paths, sessionAtom, signInAtom, t } from 'shared';
import { ThemeProvider } from 'shared/ui';
import { DemoLoginsCard } from './components/demo-logins-card.tsx';
import { destinationAfterSignIn, requestedPath } from './destination.ts';
import './auth.css';

type ParentFields = { email: string; password: string };
type StudentFields = { studentId: string; accessCode: string };
type LoginTab = 'parent' | 'student';

/** The server's refusal, on the tab whose sign-in failed. */
function SignInError({ type }: { type: LoginTab }) {
  const { error, loginType } = useAtomValue(sessionAtom);
  if (!error || loginType !== type) return null;
  return <Alert className="auth-alert" type="error" role="alert" showIcon title={error} />;
}

/** Editing any field clears a shown error (SPEC.md section 2, Login). */
function useClearErrorOnEdit() {
  const { error, notice } = useAtomValue(sessionAtom);
  const clearError = useSetAtom(clearSessionErrorAtom);
  return () => {
    if (error || notice) clearError();
  };
}

function ParentLoginForm({ form, from }: { form: FormInstance<ParentFields>; from: string | undefined }) {
  const signIn = useSetAtom(signInAtom);
  const { loading, loginType } = useAtomValue(sessionAtom);
  const clearErrorOnEdit = useClearErrorOnEdit();
  const busy = loading && loginType === 'parent';

  const onFinish: FormProps<ParentFields>['onFinish'] = ({ email, password }) => {
    void signIn({ type: 'parent', identity: email, password });
  };

  return (
    <Form<ParentFields>
      form={form}
      name="parent-login"
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={onFinish}
      onValuesChange={clearErrorOnEdit}
    >
      <SignInError type="parent" />
      <Form.Item<ParentFields>
        label={t('login.parent.email')}
        name="email"
        rules={[
          { required: true, whitespace: true, message: t('login.parent.email.required') },
          { type: 'email', message: t('login.parent.email.invalid') },
        ]}
      >
        <Input type="email" autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item<ParentFields>
        label={t('login.parent.password')}
        name="password"
        rules={[{ required: true, message: t('login.parent.password.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {busy ? t('login.parent.submitting') : t('login.parent.submit')}
      </Button>
      <p className="auth-link">
        <Link to={paths.signup} state={from ? { from } : undefined}>
          {t('login.parent.signup')}
        </Link>
      </p>
    </Form>
  );
}

function StudentLoginForm({ form }: { form: FormInstance<StudentFields> }) {
  const signIn = useSetAtom(signInAtom);
  const { loading, loginType } = useAtomValue(sessionAtom);
  const clearErrorOnEdit = useClearErrorOnEdit();
  const busy = loading && loginType === 'student';

  const onFinish: FormProps<StudentFields>['onFinish'] = ({ studentId, accessCode }) => {
    void signIn({ type: 'student', identity: studentId, password: accessCode });
  };

  return (
    <Form<StudentFields>
      form={form}
      name="student-login"
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={onFinish}
      onValuesChange={clearErrorOnEdit}
    >
      <SignInError type="student" />
      <Form.Item<StudentFields>
        label={t('login.student.id')}
        name="studentId"
        rules={[{ required: true, whitespace: true, message: t('login.student.id.required') }]}
      >
        <Input placeholder={t('login.student.id.placeholder')} autoComplete="username" autoCapitalize="characters" />
      </Form.Item>
      <Form.Item<StudentFields>
        label={t('login.student.code')}
        name="accessCode"
        rules={[{ required: true, message: t('login.student.code.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.student.submit')}
      </Button>
      <p className="auth-link">
        <Link to={paths.help}>{t('login.student.help')}</Link>
      </p>
    </Form>
  );
}

function LoginScreen() {
  const { user, notice } = useAtomValue(sessionAtom);
  const location = useLocation();
  const from = requestedPath(location.state);
  const [tab, setTab] = useState<LoginTab>('parent');
  const [parentForm] = Form.useForm<ParentFields>();
  const [studentForm] = Form.useForm<StudentFields>();
  const clearErrorOnEdit = useClearErrorOnEdit();

  // Signing in (or arriving already signed in) moves on to the page the user asked for.
  if (user) return <Navigate to={destinationAfterSignIn(user, from)} replace />;

  return (
    <main className="auth-page">
      <Card className="auth-card">
        <h1 className="auth-title">{t('app.tagline')}</h1>
        {notice && <Alert className="auth-alert" type="warning" role="status" showIcon title={notice} />}
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key === 'student' ? 'student' : 'parent')}
          centered
          items={[
            {
              key: 'parent',
              label: t('login.tab.parent'),
              forceRender: true,
              children: <ParentLoginForm form={parentForm} from={from} />,
            },
            {
              key: 'student',
              label: t('login.tab.student'),
              forceRender: true,
              children: <StudentLoginForm form={studentForm} />,
            },
          ]}
        />
      </Card>
      <DemoLoginsCard
        onUseParent={({ email, password }) => {
          setTab('parent');
          parentForm.setFieldsValue({ email, password });
          clearErrorOnEdit();
        }}
        onUseStudent={({ studentId, accessCode }) => {
          setTab('student');
          studentForm.setFieldsValue({ studentId, accessCode });
          clearErrorOnEdit();
        }}
      />
    </main>
  );
}

export function LoginPage() {
  return (
    <ThemeProvider>
      <LoginScreen />
    </ThemeProvider>
  );
}
