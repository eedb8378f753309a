import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { translator } from 'shared';
import { sessionAtom } from 'shared/session';
import { askSystemPermission, systemPermission, type SystemPermission } from './notifications/system-notifications.ts';
import { PreferenceSwitch } from './preference-switch.tsx';
import { usePreferences, useSavePreferences } from './preferences.ts';

// Beside the switch, not in shared's catalogue: the catalogue is one object on every page, these only on Settings.
const t = translator({
  'push.label': 'System notifications',
  'push.label.child': 'Show my news on this device',
  'push.description':
    "New notifications also appear as this device's own notifications while the portal is open in a browser tab you are not looking at.",
  'push.description.child':
    'When something new comes for you, like a new quiz, a little message pops up on this computer or tablet, even when you are looking at something else.',
  'push.asking': 'Your browser is asking whether the portal may show notifications. Choose Allow to get them.',
  'push.asking.child': 'Your browser will ask if this website may show messages. Choose Allow.',
  'push.denied':
    "Your browser blocks notifications from this site, so none will appear. To get them, allow notifications for this site in your browser's settings, then turn this on again.",
  'push.denied.child':
    'This device is blocking the messages. Ask a grown-up to allow notifications for this website, then turn this on again.',
  'push.unsupported': 'This browser cannot show notifications.',
  'push.unsupported.child': 'This device cannot show these messages.',
  'push.on': 'Saved. System notifications are on.',
  'push.on.child': 'Saved! Your news will pop up on this device.',
  'push.off': 'Saved. System notifications are off.',
  'push.off.child': 'Saved! Your news will not pop up.',
  'push.failed': 'That could not be saved. Check your connection and try again.',
  'push.failed.child': "Oops, that didn't save. Please try again.",
});

type PushKey = 'label' | 'description' | 'asking' | 'denied' | 'unsupported' | 'on' | 'off' | 'failed';

/**
 * The pushNotifications choice of every role's Settings: new notifications also shown as system
 * notifications (`useLiveNotifications`). The browser is asked for permission only here, when the person
 * turns it on. The switch is on only when they will really appear: the account wants them and this
 * browser allows them; when the browser blocks them, the words beside it say so and how to change it.
 */
export function PushChoice() {
  const { user } = useAtomValue(sessionAtom);
  const words = (key: PushKey) => t(user?.type === 'student' ? `push.${key}.child` : `push.${key}`);
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
