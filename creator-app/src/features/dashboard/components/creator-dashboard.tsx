import { useAtomValue } from 'jotai';
import { sessionAtom } from 'shared/session';
import { PageLayout } from 'shared/ui';
import { t } from '../messages.ts';

export function CreatorDashboard() {
  const { user } = useAtomValue(sessionAtom);
  return <PageLayout heading={t('dashboard.welcome', { name: user?.name ?? '' })} />;
}
