/** Whether this browser may show system notifications: the Notifications API's answer, or 'unsupported' without it. */
export type SystemPermission = NotificationPermission | 'unsupported';

export function systemPermission(): SystemPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser once, when the person turns the choice on (never on load: a prompt nobody asked for is refused). */
export async function askSystemPermission(): Promise<SystemPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/**
 * Shows a new notification as the device's own, while a portal tab is open but not looked at: a page
 * in view already has the bell and its announcement, and a child's quiz is left in peace. A click
 * brings the tab forward and opens what the notification is about. Delivery with no tab open (Web
 * Push) is not built: docs/deployment.md.
 */
export function showSystemNotification(notice: { id: string; title: string; message: string }, open: () => void): void {
  if (systemPermission() !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    const shown = new Notification(notice.title, { body: notice.message, tag: notice.id });
    shown.addEventListener('click', () => {
      window.focus();
      open();
      shown.close();
    });
  } catch {
    // Chrome on Android shows notifications only through a service worker (the Web Push step): the bell still tells.
  }
}
