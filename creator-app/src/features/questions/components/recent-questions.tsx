import { useId, useState } from 'react';
import { CONTENT_STATUSES, href, paths, type ContentStatus } from 'shared';
import { Link } from 'shared/router';
import { Panel, QueryView, SearchForm, STATUS_LABELS } from 'shared/ui';
import { ReviewStatus } from '../../../components/review-status.tsx';
import { useQuestions } from '../api/get-questions.ts';
import { t } from '../messages.ts';

const RECENT_COUNT = 5;

/** What Recent Questions asks the server for; the dashboard waits for its first page. */
export const recentQuestionsParams = (search = '', status: ContentStatus | '' = '') => ({
  search,
  ...(status ? { status } : {}),
  perPage: RECENT_COUNT,
});

/** The dashboard's Recent Questions: the creator's latest, searched and filtered by status on the server; native controls keep the first screen light. */
export function RecentQuestions() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const questions = useQuestions(recentQuestionsParams(search, status));
  const statusId = useId();
  return (
    <Panel title={t('recent.title')}>
      <SearchForm label={t('recent.search')} onSearch={setSearch}>
        <label htmlFor={statusId} className="mcq-field">
          <span>{t('recent.status')}</span>
          <select
            id={statusId}
            className="mcq-input"
            value={status}
            onChange={(event) => setStatus(event.target.value as ContentStatus | '')}
          >
            <option value="">{t('recent.status.all')}</option>
            {/* The product's order for this filter: published, review, draft. */}
            {CONTENT_STATUSES.toReversed().map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </SearchForm>
      <QueryView
        query={questions}
        errorText={t('manage.fetchFailed')}
        isEmpty={(page) => page.items.length === 0}
        empty={t('recent.empty')}
      >
        {(page) => (
          <ul aria-label={t('recent.list')} className="mcq-list">
            {page.items.map((question) => (
              <li key={question.id} className="mcq-row">
                <Link to={href('editQuestion', { id: question.id })}>{question.text}</Link>
                <span className="mcq-row-meta">
                  {question.subject} · {question.grade} <ReviewStatus status={question.status} comment={question.review_comment} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link to={paths.manageQuestions}>{t('recent.viewAll')}</Link>
    </Panel>
  );
}
