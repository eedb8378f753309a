import { describe, expect, it } from 'vitest';
import { REALTIME_MESSAGES, realtimeSubscriptionProblem } from './realtime.ts';

describe('realtime subscriptions', () => {
  it('a signed-in person may listen to what the bell listens to, and stop listening', () => {
    expect(realtimeSubscriptionProblem(['notifications/*', 'PB_CONNECT'], true)).toBeNull();
    expect(realtimeSubscriptionProblem(['PB_CONNECT', 'notifications/*'], true)).toBeNull();
    expect(realtimeSubscriptionProblem(['notifications/*'], true)).toBeNull();
    expect(realtimeSubscriptionProblem([], true)).toBeNull();
  });

  it('someone not signed in listens to nothing, but may ask for nothing', () => {
    expect(realtimeSubscriptionProblem(['notifications/*'], false)).toBe(REALTIME_MESSAGES.signIn);
    expect(realtimeSubscriptionProblem(['PB_CONNECT'], false)).toBe(REALTIME_MESSAGES.signIn);
    expect(realtimeSubscriptionProblem([], false)).toBeNull();
  });

  it('another collection, a record, a filter of its own or a topic no screen uses is refused', () => {
    const filtered = `notifications/*?options=${encodeURIComponent(JSON.stringify({ query: { filter: 'id != "x"' } }))}`;
    for (const topic of ['assignments/*', 'notifications/abc123', 'notifications', filtered, '@oauth2', 'results/*', 'NOTIFICATIONS/*']) {
      expect(realtimeSubscriptionProblem([topic], true)).toBe(REALTIME_MESSAGES.topic);
    }
  });

  it('a connection holds at most the topics there are', () => {
    expect(realtimeSubscriptionProblem(['notifications/*', 'PB_CONNECT', 'notifications/*'], true)).toBe(REALTIME_MESSAGES.tooMany);
    expect(
      realtimeSubscriptionProblem(
        Array.from({ length: 1000 }, () => 'assignments/*'),
        true,
      ),
    ).toBe(REALTIME_MESSAGES.tooMany);
  });
});
