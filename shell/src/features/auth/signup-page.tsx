import { Alert, Button, Card, Form, Input, type FormProps } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, paths, sessionAtom, signInAtom, t } from 'shared';
import { ThemeProvider } from 'shared/ui';
import { SignUpError, signUpFields, signUpParent, type SignUpInput } from './api/sign-up.ts';
import { destinationAfterSignIn, requestedPath } from './destination.ts';
import './auth.css';

type SignUpFields = SignUpInput;

/** PocketBase's own minimum for auth passwords. */

function SignupScreen() {
  const { user, error: signInError } = useAtomValue(sessionAtom);
  const signIn = useSetAtom(signInAtom);
  const location = useLocation();
  const from = requestedPath(location.state);
  const [form] = Form.useForm<SignUpFields>();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [signInFailed, setSignInFailed] = useState(false);

  // A new parent is signed in straight away; this moves them on to their dashboard.
  if (user) return <Navigate to={destinationAfterSignIn(user, from)} replace />;

  const onFinish: FormProps<SignUpFields>['onFinish'] = async (values) => {
    setSubmitting(true);
    setFormError(null);
    setSignInFailed(false);
    try {
      await signUpParent(values);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof SignUpError) {
        form.setFields(
          signUpFields.flatMap((name) => {
            const message = error.fields[name];
            return message ? [{ name, errors: [message] }] : [];
          }),
        );
        if (error.message) setFormError(error.message);
      } else {
        setFormError(t('signup.error.default'));
      }
      return;
    }
    const signedIn = await signIn({ type: 'parent', identity: values.email, password: values.password });
    if (!signedIn) {
      setSubmitting(false);
      setSignInFailed(true);
    }
  };

  // The account exists but signing in failed (a network drop): say so here, not on /login.
  const shownError = formError ?? (signInFailed ? signInError : null);

  return (
    <main className="auth-page">
      <Card className="auth-card">
        <h1 className="auth-title">{t('signup.title')}</h1>
        <p className="auth-intro">{t('signup.intro')}</p>
        {shownError && <Alert className="auth-alert" type="error" role="alert" showIcon title={shownError} />}
        <Form<SignUpFields>
          form={form}
          name="signup"
          layout="vertical"
          requiredMark={false}
          noValidate
          onFinish={onFinish}
          onValuesChange={() => setFormError(null)}
        >
          <Form.Item<SignUpFields>
            label={t('signup.name')}
            name="name"
            rules={[{ required: true, whitespace: true, message: t('signup.name.required') }]}
          >
            <Input autoComplete="name" maxLength={100} />
          </Form.Item>
          <Form.Item<SignUpFields>
            label={t('signup.email')}
            name="email"
            rules={[
              { required: true, whitespace: true, message: t('signup.email.required') },
              { type: 'email', message: t('signup.email.invalid') },
            ]}
          >
            <Input type="email" autoComplete="email" inputMode="email" />
          </Form.Item>
          <Form.Item<SignUpFields>
            label={t('signup.password')}
            name="password"
            rules={[
              { required: true, message: t('signup.password.required') },
              { min: PASSWORD_MIN_LENGTH, message: t('signup.password.min', { min: PASSWORD_MIN_LENGTH }) },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item<SignUpFields>
            label={t('signup.passwordConfirm')}
            name="passwordConfirm"
            dependencies={['password']}
            rules={[
              { required: true, message: t('signup.passwordConfirm.required') },
              ({ getFieldValue }) => ({
                validator: (_, value: unknown) =>
                  !value || getFieldValue('password') === value
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('signup.passwordConfirm.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {submitting ? t('signup.submitting') : t('signup.submit')}
          </Button>
          <p className="auth-link">
            <Link to={paths.login} state={from ? { from } : undefined}>
              {t('signup.login')}
            </Link>
          </p>
        </Form>
      </Card>
    </main>
  );
}

export function SignupPage() {
  return (
    <ThemeProvider>
      <SignupScreen />
    </ThemeProvider>
  );
}
