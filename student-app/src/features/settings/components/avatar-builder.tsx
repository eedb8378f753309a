import { useId, useState } from 'react';
import { AVATAR_PARTS, DEFAULT_AVATAR, type Avatar, type AvatarPart } from 'shared';
import { Notice, usePreferences, useSavePreferences } from 'shared/ui';
import { ChildAvatar } from '../../../components/child-avatar.tsx';
import { t } from '../messages.ts';
import './avatar-builder.css';

const PARTS = Object.keys(AVATAR_PARTS) as AvatarPart[];

/** One of a part's choices, the one after or before `current`, going round. */
function step(part: AvatarPart, current: string, by: 1 | -1): string {
  const choices: readonly string[] = AVATAR_PARTS[part];
  return choices[(choices.indexOf(current) + by + choices.length) % choices.length]!;
}

/** One part of the avatar: its name, Previous and Next, and which of its choices is shown. */
function PartPicker({ part, value, onChange }: { part: AvatarPart; value: string; onChange: (value: string) => void }) {
  const nameId = useId();
  const name = t(`avatar.part.${part}`);
  const choices: readonly string[] = AVATAR_PARTS[part];
  return (
    <li>
      <div className="avatar-part" role="group" aria-labelledby={nameId}>
        <span id={nameId} className="avatar-part-name">
          {name}
        </span>
        <button
          type="button"
          className="avatar-step"
          aria-label={t('avatar.previous', { part: name })}
          onClick={() => onChange(step(part, value, -1))}
        >
          <span aria-hidden="true">◀</span>
        </button>
        <output className="avatar-part-count" aria-live="polite">
          {t('avatar.count', { n: choices.indexOf(value) + 1, total: choices.length })}
        </output>
        <button
          type="button"
          className="avatar-step"
          aria-label={t('avatar.next', { part: name })}
          onClick={() => onChange(step(part, value, 1))}
        >
          <span aria-hidden="true">▶</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The child builds their avatar from parts (each part's choices in turn, or a surprise) and saves it in
 * their preferences, which the server checks. The art is credited as its licence asks.
 */
export function AvatarBuilder() {
  const { avatar: saved } = usePreferences();
  const [draft, setDraft] = useState<Avatar>(saved ?? DEFAULT_AVATAR);
  const save = useSavePreferences();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const change = (next: Avatar) => {
    setDraft(next);
    setStatus('');
    setProblem('');
  };
  const surprise = () =>
    change(
      Object.fromEntries(PARTS.map((part) => [part, AVATAR_PARTS[part][Math.floor(Math.random() * AVATAR_PARTS[part].length)]])) as Avatar,
    );
  return (
    <div className="avatar-builder">
      <ChildAvatar avatar={draft} label={t('avatar.preview')} />
      <ul className="avatar-parts">
        {PARTS.map((part) => (
          <PartPicker key={part} part={part} value={draft[part]} onChange={(value) => change({ ...draft, [part]: value })} />
        ))}
      </ul>
      <div className="avatar-actions">
        <button type="button" className="mcq-button" onClick={surprise}>
          {t('avatar.surprise')}
        </button>
        <button
          type="button"
          className="mcq-button mcq-button-primary"
          aria-busy={save.isPending}
          onClick={() =>
            save.mutate(
              { avatar: draft },
              {
                onSuccess: () => setStatus(t('avatar.saved')),
                onError: () => setProblem(t('settings.failed')),
              },
            )
          }
        >
          {t('avatar.save')}
        </button>
      </div>
      <p role="status" className="mcq-state">
        {status}
      </p>
      {problem && (
        <Notice type="error" role="alert">
          {problem}
        </Notice>
      )}
      <p className="avatar-credit">
        {t('avatar.credit')}{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noreferrer" target="_blank">
          CC BY 4.0
        </a>
      </p>
    </div>
  );
}
