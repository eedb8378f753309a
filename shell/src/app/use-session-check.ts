import { useEffect } from 'react';
import { checkSession } from 'shared/session';

const EVERY_FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Checks the session on load, whenever the page comes back into view and every few minutes,
 * so that an ended session (a reset access code, a token that ran out) sends the user to the
 * sign-in with a message wherever they are, not only after a reload.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    void checkSession();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => void checkSession(), EVERY_FIVE_MINUTES);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, []);
}
