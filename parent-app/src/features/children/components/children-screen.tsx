import { Alert, Button, Card, Flex, Layout, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, sessionAtom, t, type StudentsResponse } from 'shared';
import { AppHeader, useRequest } from 'shared/ui';
import type { ChildWithCode } from '../api/add-child.ts';
import { getChildren } from '../../../api/get-children.ts';
import { AccessCodeNotice, type CodeNotice } from './access-code-notice.tsx';
import { AddChildForm } from './add-child-form.tsx';
import { ConfirmChildAction, type ChildAction } from './confirm-child-action.tsx';

const byName = (a: StudentsResponse, b: StudentsResponse) => a.name.localeCompare(b.name);

/** The Children area of the parent dashboard: each child's Student ID, a new child, a new code, a removal. */
export function ChildrenScreen() {
  const { user } = useAtomValue(sessionAtom);
  const parentId = user?.id;
  const load = useCallback(() => (parentId ? getChildren(parentId) : null), [parentId]);
  const { data: loaded, error, loading } = useRequest(load, t('error.fetchStudents'));

  // Changes made on this screen, laid over the list loaded once.
  const [added, setAdded] = useState<StudentsResponse[]>([]);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(new Set());
  const children = useMemo(
    () => loaded && [...loaded, ...added].filter((child) => !removedIds.has(child.id)).toSorted(byName),
    [loaded, added, removedIds],
  );

  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<CodeNotice | null>(null);
  const [action, setAction] = useState<ChildAction | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const showCode = (title: string, { student, accessCode }: ChildWithCode) =>
    setNotice({ title, childName: student.name, studentId: student.student_id, accessCode });

  const onAdded = (result: ChildWithCode) => {
    setAdding(false);
    setAdded((list) => [...list, result.student]);
    setStatus('');
    showCode(t('children.added.title', { name: result.student.name }), result);
  };

  const onReset = (result: ChildWithCode) => {
    setAction(null);
    setStatus('');
    showCode(t('children.reset.done', { name: result.student.name }), result);
  };

  const onRemoved = (child: StudentsResponse) => {
    setAction(null);
    setRemovedIds((ids) => new Set(ids).add(child.id));
    if (notice?.studentId === child.student_id) setNotice(null);
    setStatus(t('children.removed', { name: child.name }));
    heading.current?.focus();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader title={t('children.title')} />
      <Layout.Content style={{ padding: 24, display: 'grid', gap: 16, alignContent: 'start', maxWidth: 960 }}>
        <Link to={paths.parentDashboard}>{t('children.back')}</Link>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24 }} ref={heading} tabIndex={-1}>
            {t('children.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0 }}>{t('children.intro')}</Typography.Paragraph>
        </div>

        <div role="status">{status && <Typography.Paragraph style={{ margin: 0 }}>{status}</Typography.Paragraph>}</div>
        {error && <Alert type="error" title={error} showIcon />}
        {notice && <AccessCodeNotice key={notice.accessCode} notice={notice} onDone={() => setNotice(null)} />}

        {adding ? (
          <AddChildForm onAdded={onAdded} onCancel={() => setAdding(false)} />
        ) : (
          <div>
            <Button
              type="primary"
              onClick={() => {
                setNotice(null);
                setStatus('');
                setAdding(true);
              }}
            >
              {t('children.add')}
            </Button>
          </div>
        )}

        {loading && <Spin />}
        {children?.length === 0 && <Typography.Paragraph>{t('children.empty')}</Typography.Paragraph>}
        {children && children.length > 0 && (
          <ul aria-label={t('children.list.label')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {children.map((child) => (
              <li key={child.id}>
                <Card size="small">
                  <Flex justify="space-between" align="center" gap={12} wrap>
                    <div>
                      <h2 style={{ margin: 0, fontSize: 18 }}>{child.name}</h2>
                      <Typography.Text>
                        {child.grade || t('children.grade.none')} · {t('children.studentId')} <strong>{child.student_id}</strong>
                      </Typography.Text>
                    </div>
                    <Flex gap={8} wrap>
                      <Button
                        aria-label={t('children.reset.label', { name: child.name })}
                        onClick={() => setAction({ kind: 'reset', child })}
                      >
                        {t('children.reset')}
                      </Button>
                      <Button
                        danger
                        aria-label={t('children.remove.label', { name: child.name })}
                        onClick={() => setAction({ kind: 'remove', child })}
                      >
                        {t('children.remove')}
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Layout.Content>
      {action && (
        <ConfirmChildAction
          key={`${action.kind}-${action.child.id}`}
          action={action}
          onReset={onReset}
          onRemoved={onRemoved}
          onCancel={() => setAction(null)}
        />
      )}
    </Layout>
  );
}
