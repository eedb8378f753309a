import type { Avatar } from 'shared';
import { href } from 'shared';
import { Link } from 'shared/router';
import { ChildAvatar } from '../../../components/child-avatar.tsx';
import type { Moment } from '../moment.ts';
import { t } from '../messages.ts';
import { Mascot } from './mascot.tsx';
import './finish-moment.css';

export interface FinishMomentProps {
  moment: Moment;
  /** Whether this quiz earned a streak freeze. */
  freezeEarned: boolean;
  /** The child's avatar, or null until they build one. */
  avatar: Avatar | null;
  childName: string;
  /** Leads to the practice of what went wrong (given when something answered was wrong); the button shows only then. */
  onPractise?: () => void;
}

/**
 * The moment right after a finished quiz, scaled to how it went: Pip the owl reacts beside the child's
 * avatar, with a word to match, kind when it went badly (and a way to practise those again). It is a
 * chunk of its own, loaded after the results are on the screen.
 */
export default function FinishMoment({ moment, freezeEarned, avatar, childName, onPractise }: FinishMomentProps) {
  return (
    <section className={`finish-moment finish-moment-${moment}`} aria-labelledby="finish-moment-words">
      <div className="finish-moment-figures">
        <Mascot moment={moment} />
        {avatar ? (
          <ChildAvatar avatar={avatar} label={t('moment.avatar', { name: childName })} />
        ) : (
          <Link className="finish-moment-make-avatar" to={href('studentSettings')}>
            {t('moment.makeAvatar')}
          </Link>
        )}
      </div>
      <p id="finish-moment-words" className="finish-moment-words">
        {t(`moment.${moment}`)}
      </p>
      {onPractise && (
        <button type="button" className="mcq-button mcq-button-primary finish-moment-practise" onClick={onPractise}>
          {t('moment.practise')}
        </button>
      )}
      {freezeEarned && <p className="finish-moment-freeze">{t('moment.freeze')}</p>}
    </section>
  );
}
