import { t } from 'shared';
import { PageLayout } from './page-layout.tsx';

/** A screen of this area whose issue has not been built yet: it says so plainly. */
export function PlannedScreen({ title }: { title: string }) {
  return (
    <PageLayout heading={title}>
      <p>{t('planned.body')}</p>
    </PageLayout>
  );
}
