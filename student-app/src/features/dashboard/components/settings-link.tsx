import { href } from 'shared';
import { Link } from 'shared/router';
import { t } from '../messages.ts';
import { LineIcon } from 'shared/ui';

function GearIcon() {
  return (
    <LineIcon size={20}>
      <path d="M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

/**
 * The child's way to Settings, in the header: a gear and the word, so that a child who cannot read it yet
 * still knows it (on a phone the gear alone, its word kept for screen readers: the header stays one row).
 */
export function SettingsLink() {
  return (
    <Link to={href('studentSettings')} className="mcq-button dash-settings">
      <GearIcon />
      <span className="dash-settings-word">{t('dashboard.settings')}</span>
    </Link>
  );
}
