import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { t, type MessageKey } from 'shared';
import { sessionAtom } from 'shared/session';
import { askSystemPermission, systemPermission, type SystemPermission } from './notifications/system-notifications.ts';
import { PreferenceSwitch } from './preference-switch.tsx';
import { usePreferences, useSavePreferences } from './preferences.ts';

type PushKey = 'label' | 'description' | 'asking' | 'denied' | 'unsupported' | 'on' | 'off' | 'failed';

/**
 * The pushNotifications choice of every role's Settings: new notifications also shown as system
 * notifications (`useLiveNotifications`). The browser is asked for permission only here, when the person
 * turns it on. The switch is on only when they will really appear: the account wants them and this
 * browser allows them; when the browser blocks them, the words beside it say so and how to change it.
 */
export function PushChoice() {
  const { user } = useAtomValue(sessionAtom);
  const words = (key: PushKey) => t((user?.type === 'student' ? `push.${key}.child` : `push.${key}`) as MessageKey);
  const { pushNotifications } = usePreferences();
  const save = useSavePreferences();
  const [permission, setPermission] = useState<SystemPermission>(systemPermission);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [asking, setAsking] = useState(false);

  const saving = save.isPending && save.variables ? save.variables.pushNotifications === true : undefined;
  const checked = saving ?? (pushNotifications && permission === 'granted');

  const change = async (on: boolean) => {
    setStatus('');
    setProblem('');
    if (on && permission !== 'granted') {
      setAsking(true);
      const answer = await askSystemPermission();
      setAsking(false);
      setPermission(answer);
      // Blocked or not supported: nothing is saved, and the words under the switch say why.
      if (answer !== 'granted') return;
    }
    save.mutate(
      { pushNotifications: on },
      {
        onSuccess: () => setStatus(words(on ? 'on' : 'off')),
        onError: () => setProblem(words('failed')),
      },
    );
  };

  return (
    <PreferenceSwitch
      label={words('label')}
      description={permission === 'unsupported' ? `${words('description')} ${words('unsupported')}` : words('description')}
      checked={checked}
      disabled={permission === 'unsupported' || asking}
      onChange={(on) => void change(on)}
      status={asking ? words('asking') : status}
      // Blocked by the browser: said beside the switch for as long as it is so, not only after a tap.
      problem={problem || (permission === 'denied' ? words('denied') : '')}
    />
  );
}
