/**
 * antd-based building blocks. This entry is not a federation singleton: each app
 * bundles the few components it uses, and pages without antd never load it.
 */
import { App as AntApp, Button, ConfigProvider, Flex, Layout, Typography } from 'antd';
import enGB from 'antd/locale/en_GB';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { antdTheme, describeError, paths, sessionAtom, signOutAtom, t } from 'shared';

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} locale={enGB}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** The header of every signed-in area: title, the user's name and Logout. */
export function AppHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  const { user } = useAtomValue(sessionAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  return (
    <Layout.Header style={{ background: '#fff', paddingInline: 24, height: 'auto', lineHeight: 'normal' }}>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ paddingBlock: 12 }}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {title}
        </Typography.Text>
        <Flex align="center" gap={16}>
          {extra}
          {user && <Typography.Text>{user.name}</Typography.Text>}
          <Button
            onClick={() => {
              signOut();
              navigate(paths.login);
            }}
          >
            {t('nav.logout')}
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}

/** A screen of this area whose issue has not been built yet: it says so plainly. */
export function PlannedScreen({ title }: { title: string }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader title={title} />
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph>{t('planned.body')}</Typography.Paragraph>
      </Layout.Content>
    </Layout>
  );
}

/**
 * Loads data for a screen: `data` is null until it arrives; a failure becomes words for
 * people (`fallback` when the server says nothing useful). Pass `load` through useCallback:
 * it runs again whenever it changes, and returns null when there is nothing to load yet.
 */
export function useRequest<T>(load: () => Promise<T> | null, fallback: string) {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null });
  useEffect(() => {
    const pending = load();
    if (!pending) return;
    let current = true;
    pending.then(
      (data) => current && setState({ data, error: null }),
      (cause: unknown) => current && setState({ data: null, error: describeError(cause, fallback) }),
    );
    return () => {
      current = false;
    };
  }, [load, fallback]);
  return { ...state, loading: state.data === null && state.error === null };
}
