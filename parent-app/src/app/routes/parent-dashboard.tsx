import { useAtomValue } from 'jotai';
import { Link } from 'shared/router';
import { href } from 'shared';
import { sessionAtom } from 'shared/session';
import { PageLayout } from 'shared/ui';
import { ChildrenSummary } from '../../features/children/components/children-summary.tsx';
import { t } from '../messages.ts';

/** The parent's home: a screen made of the features a parent looks at first. */
export function ParentDashboard() {
  const { user } = useAtomValue(sessionAtom);
  return (
    <PageLayout
      heading={t('dashboard.welcome', { name: user?.name ?? '' })}
      nav={<Link to={href('children')}>{t('dashboard.childrenLink')}</Link>}
    >
      <ChildrenSummary title={t('dashboard.children')} />
    </PageLayout>
  );
}
