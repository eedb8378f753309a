import { useState } from 'react';
import { href, paths } from 'shared';
import { Link } from 'shared/router';
import { Panel, QueryView, SearchForm } from 'shared/ui';
import { ReviewStatus } from '../../../components/review-status.tsx';
import { useQuestionSets } from '../api/get-question-sets.ts';
import { t } from '../messages.ts';

/** What the dashboard's Question Sets asks the server for; the dashboard waits for its first page. */
export const recentSetsParams = (search = '') => ({ search, perPage: 5 });

/** The dashboard's Question Sets: the creator's latest sets, searched on the server, each opening its editor. */
export function RecentSets() {
  const [search, setSearch] = useState('');
  const sets = useQuestionSets(recentSetsParams(search));
  return (
    <Panel title={t('recent.title')}>
      <SearchForm label={t('recent.search')} onSearch={setSearch} />
      <QueryView query={sets} errorText={t('manage.fetchFailed')} isEmpty={(page) => page.items.length === 0} empty={t('recent.empty')}>
        {(page) => (
          <ul aria-label={t('recent.list')} className="mcq-list">
            {page.items.map((set) => (
              <li key={set.id} className="mcq-row">
                <Link to={href('editQuestionSet', { id: set.id })}>{set.title}</Link>
                <span className="mcq-row-meta">
                  {set.subject} · {set.grade} · {t('recent.count', { count: set.totalQuestions })}{' '}
                  <ReviewStatus status={set.status} comment={set.review_comment} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link to={paths.manageQuestionSets}>{t('recent.viewAll')}</Link>
    </Panel>
  );
}
