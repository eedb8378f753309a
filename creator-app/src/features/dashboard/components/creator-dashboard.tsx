import { Layout, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { sessionAtom, t } from 'shared';
import { AppHeader } from 'shared/ui';

export function CreatorDashboard() {
  const { user } = useAtomValue(sessionAtom);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader title={t('creator.dashboard.title')} />
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('creator.dashboard.welcome', { name: user?.name ?? '' })}
        </Typography.Title>
      </Layout.Content>
    </Layout>
  );
}
