import { Alert, Card, Layout, List, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { describeError, sessionAtom } from 'shared';
import { AppHeader } from 'shared/ui';
import { getStudentAssignments } from '../api/get-assignments.ts';

type Assignment = Awaited<ReturnType<typeof getStudentAssignments>>[number];

export function StudentDashboard() {
  const { user } = useAtomValue(sessionAtom);
  const [assignments, setAssignments] = useState<Assignment[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    getStudentAssignments(user.id)
      .then(setAssignments)
      .catch((cause: unknown) => setError(describeError(cause, 'Failed to fetch student assignments')));
  }, [user]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader title="My Revision" />
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Welcome back, {user?.name}!
        </Typography.Title>
        <Typography.Paragraph>{user?.grade}</Typography.Paragraph>
        {error && <Alert type="error" title={error} showIcon />}
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>My assignments</h2>}>
          <List
            loading={assignments === null && !error}
            dataSource={assignments ?? []}
            renderItem={(assignment) => (
              <List.Item>
                <List.Item.Meta title={assignment.title} description={`${assignment.subject} · ${assignment.timeLimit} minutes`} />
              </List.Item>
            )}
          />
        </Card>
      </Layout.Content>
    </Layout>
  );
}
