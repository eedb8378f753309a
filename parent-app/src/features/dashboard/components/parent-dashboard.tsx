import { Alert, Card, Layout, List, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { describeError, sessionAtom } from 'shared';
import { AppHeader } from 'shared/ui';
import { getChildren } from '../api/get-children.ts';

type Child = Awaited<ReturnType<typeof getChildren>>[number];

export function ParentDashboard() {
  const { user } = useAtomValue(sessionAtom);
  const [children, setChildren] = useState<Child[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    getChildren(user.id)
      .then(setChildren)
      .catch((cause: unknown) => setError(describeError(cause, 'Failed to fetch students')));
  }, [user]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader title="Parent Dashboard" />
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Welcome, {user?.name}
        </Typography.Title>
        {error && <Alert type="error" title={error} showIcon />}
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Your children</h2>}>
          <List
            loading={children === null && !error}
            dataSource={children ?? []}
            renderItem={(child) => (
              <List.Item>
                <List.Item.Meta title={child.name} description={`${child.grade || 'N/A'} · ${child.student_id}`} />
              </List.Item>
            )}
          />
        </Card>
      </Layout.Content>
    </Layout>
  );
}
