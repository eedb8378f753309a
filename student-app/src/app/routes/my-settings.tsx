import { href } from 'shared';
import { Panel, PageLayout, PushChoice, ThemeChoice } from 'shared/ui';
import { AvatarBuilder } from '../../features/settings/components/avatar-builder.tsx';
import { SoundChoice } from '../../features/settings/components/sound-choice.tsx';
import { t } from '../../features/settings/messages.ts';
import './my-settings.css';

/** `/my-settings`: the child's few choices, large and in plain words, each saved as soon as it is turned. */
export function MySettings() {
  return (
    <PageLayout
      heading={t('settings.title')}
      intro={t('settings.intro')}
      back={{ to: href('studentDashboard'), label: t('settings.back') }}
    >
      <Panel title={t('settings.choices')} className="settings-choices">
        <SoundChoice />
        <PushChoice />
        <ThemeChoice />
      </Panel>
      <Panel title={t('settings.avatar')}>
        <AvatarBuilder />
      </Panel>
    </PageLayout>
  );
}
