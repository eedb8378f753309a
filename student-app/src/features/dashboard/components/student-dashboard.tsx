import { Alert, Card, Layout, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { sessionAtom, t } from 'shared';
import { AppHeader, useRequest } from 'shared/ui';
import { getStudentAssignments } from '../api/get-assignments.ts';

export function StudentDashboard() {
  const { user } = useAtomValue(sessionAtom);
  const studentId = user?.id;
  const load = useCallback(() => (studentId ? getStudentAssignments(studentId) : null), [studentId]);
  const { data: assignments, error, loading } = useRequest(load, t('error.fetchStudentAssignments'));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader title={t('dashboard.student.title')} />
      <Layout.Content style={{ padding: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('dashboard.student.welcome', { name: user?.name ?? '' })}
        </Typography.Title>
        <Typography.Paragraph>{user?.grade}</Typography.Paragraph>
        {error && <Alert type="error" title={error} showIcon />}
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('dashboard.student.assignments')}</h2>}>
          {loading && <Spin />}
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {assignments?.map((assignment) => (
              <li key={assignment.id}>
                <Typography.Text strong>{assignment.title}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {`${assignment.subject} · ${assignment.timeLimit} minutes`}
                </Typography.Paragraph>
              </li>
            ))}
          </ul>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
