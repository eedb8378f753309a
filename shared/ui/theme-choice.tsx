import { useId } from 'react';
import { t, type ThemeName } from 'shared';
import { useHasChosen, useSavePreferences } from './preferences.ts';
import { ErrorState } from './states.tsx';
import { useEffectiveTheme } from './use-theme.ts';
import './theme-choice.css';

const THEMES: readonly ThemeName[] = ['light', 'dark'];

/**
 * "Theme: Light / Dark" for any role's Settings: two radio buttons, saved at once on the server
 * (the account's preferences), applied at once to every screen. Until the account chooses, the one
 * shown is the device's, and it says so.
 */
export function ThemeChoice() {
  const shown = useEffectiveTheme();
  const chosen = useHasChosen('theme');
  const save = useSavePreferences();
  const helpId = useId();
  const picked = (save.isPending && save.variables.theme) || shown;
  return (
    <fieldset className="mcq-theme-choice" aria-describedby={chosen ? undefined : helpId}>
      <legend>{t('theme.legend')}</legend>
      <div className="mcq-theme-options">
        {THEMES.map((theme) => (
          <label key={theme} className="mcq-theme-option">
            <input type="radio" name="mcq-theme" value={theme} checked={picked === theme} onChange={() => save.mutate({ theme })} />
            {t(`theme.${theme}`)}
          </label>
        ))}
      </div>
      {!chosen && (
        <p id={helpId} className="mcq-row-meta">
          {t('theme.followingDevice')}
        </p>
      )}
      <div role="status">{save.isSuccess && <p className="mcq-state">{t('theme.saved')}</p>}</div>
      {save.isError && <ErrorState message={t('theme.saveFailed')} />}
    </fieldset>
  );
}
