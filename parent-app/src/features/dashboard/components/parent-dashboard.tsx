import { Alert, Card, Layout, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { href, sessionAtom, t } from 'shared';
import { AppHeader, useRequest } from 'shared/ui';
import { getChildren } from '../../../api/get-children.ts';

export function ParentDashboard() {
  const { user } = useAtomValue(sessionAtom);
  const parentId = user?.id;
  const load = useCallback(() => (parentId ? getChildren(parentId) : null), [parentId]);
  const { data: children, error, loading } = useRequest(load, t('error.fetchStudents'));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader title={t('dashboard.parent.title')} extra={<Link to={href('children')}>{t('children.link')}</Link>} />
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('dashboard.parent.welcome', { name: user?.name ?? '' })}
        </Typography.Title>
        {error && <Alert type="error" title={error} showIcon />}
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('dashboard.parent.children')}</h2>}>
          {loading && <Spin />}
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {children?.map((child) => (
              <li key={child.id}>
                <Typography.Text strong>{child.name}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {`${child.grade || 'N/A'} · ${child.student_id}`}
                </Typography.Paragraph>
              </li>
            ))}
          </ul>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
