import { Card, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'shared/router';
import { CONTENT_STATUSES, href, paths, type ContentStatus } from 'shared';
import { QueryView, STATUS_LABELS, StatusTag } from 'shared/ui';
import { useQuestions } from '../api/get-questions.ts';
import { t } from '../messages.ts';

const RECENT_COUNT = 5;

/** The dashboard's Recent Questions: the creator's latest, searched and filtered by status on the server. */
export function RecentQuestions() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContentStatus | undefined>();
  const questions = useQuestions({ search, status, perPage: RECENT_COUNT });
  const statusId = useId();
  return (
    <Card
      title={<h2 className="mcq-card-title">{t('recent.title')}</h2>}
      extra={<Link to={paths.manageQuestions}>{t('recent.viewAll')}</Link>}
    >
      <div className="mcq-filters">
        <Input.Search aria-label={t('recent.search')} placeholder={t('recent.search')} allowClear onSearch={setSearch} />
        <Select<ContentStatus | ''>
          id={statusId}
          aria-label={t('recent.status')}
          value={status ?? ''}
          onChange={(value) => setStatus(value || undefined)}
          options={[{ value: '', label: t('recent.status.all') }, ...CONTENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))]}
        />
      </div>
      <QueryView query={questions} errorText={t('manage.fetchFailed')} isEmpty={(page) => page.items.length === 0} empty={t('recent.empty')}>
        {(page) => (
          <ul aria-label={t('recent.list')} className="mcq-list">
            {page.items.map((question) => (
              <li key={question.id} className="mcq-row">
                <Link to={href('editQuestion', { id: question.id })}>{question.text}</Link>
                <span className="mcq-row-meta">
                  {question.subject} · {question.grade} <StatusTag status={question.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
