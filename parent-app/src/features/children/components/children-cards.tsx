import { Button } from 'antd';
import 'shared/antd-css/button.js';
import { Link, useNavigate } from 'shared/router';
import { CHILDREN_MAX, CHILDREN_MAX_MESSAGE, href, type StudentsResponse } from 'shared';
import { EmptyState, Panel, ScoreBadge } from 'shared/ui';
import { t } from '../messages.ts';

export interface ChildCard {
  child: StudentsResponse;
  /** Active assignments given to the child. */
  assignments: number;
  averageScore: number | null;
}

/** The Children tab: a card per child; adding a child, a new code and removing one are on the Children screen. */
export function ChildrenCards({ cards }: { cards: readonly ChildCard[] }) {
  const navigate = useNavigate();
  return (
    <div className="mcq-list">
      <div className="mcq-page-actions">
        {cards.length >= CHILDREN_MAX ? (
          <p className="mcq-state">{CHILDREN_MAX_MESSAGE}</p>
        ) : (
          <Button type="primary" onClick={() => navigate(`${href('children')}/add`)}>
            {t('children.add')}
          </Button>
        )}
        <Link to={href('children')}>{t('children.manage')}</Link>
      </div>
      {cards.length === 0 ? (
        <EmptyState>{t('children.empty')}</EmptyState>
      ) : (
        <ul className="mcq-list" aria-label={t('children.list.label')}>
          {cards.map(({ child, assignments, averageScore }) => (
            <li key={child.id}>
              <Panel title={child.name}>
                <dl className="mcq-facts">
                  <div>
                    <dt>{t('children.grade')}</dt>
                    <dd>{child.grade || t('children.grade.none')}</dd>
                  </div>
                  <div>
                    <dt>{t('children.studentId')}</dt>
                    <dd>{child.student_id}</dd>
                  </div>
                  <div>
                    <dt>{t('children.assignments')}</dt>
                    <dd>{assignments}</dd>
                  </div>
                  <div>
                    <dt>{t('children.averageScore')}</dt>
                    <dd>
                      <ScoreBadge score={averageScore} />
                    </dd>
                  </div>
                </dl>
              </Panel>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
