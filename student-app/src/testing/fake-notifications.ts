import { vi } from 'vitest';

/**
 * The browser's Notifications API, which jsdom lacks: what the person answers to the permission prompt
 * is set by the test; every notification shown is kept, and can be clicked as the person would.
 */
export function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: FakeNotification[] = [];
  class FakeNotification extends EventTarget {
    static permission = permission;
    static requestPermission = vi.fn<() => Promise<NotificationPermission>>(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    readonly close = vi.fn<() => void>();
    constructor(
      readonly title: string,
      readonly options: NotificationOptions = {},
    ) {
      super();
      shown.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission: FakeNotification.requestPermission };
}

/**
 * PocketBase's realtime connection, which jsdom lacks (no EventSource): it connects at once, and
 * `send` delivers an event of a collection as the server would.
 */
export function fakeRealtime() {
  const sources: FakeEventSource[] = [];
  class FakeEventSource extends EventTarget {
    readyState = 1;
    constructor(readonly url: string) {
      super();
      sources.push(this);
      setTimeout(() =>
        this.dispatchEvent(new MessageEvent('PB_CONNECT', { lastEventId: 'fakeclient', data: '{"clientId":"fakeclient"}' })),
      );
    }
    close() {
      this.readyState = 2;
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    send(topic: string, change: { action: string; record: Record<string, unknown> }) {
      for (const source of sources)
        if (source.readyState !== 2) source.dispatchEvent(new MessageEvent(topic, { data: JSON.stringify(change) }));
    },
  };
}
