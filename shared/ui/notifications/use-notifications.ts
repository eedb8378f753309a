import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { keyStartsWith, NOTIFICATIONS_MAX, notificationHref, queryKeys, readNotifications, type NotificationsResponse } from 'shared';
import { sendApi } from 'shared/api';
import { useNavigate } from 'shared/router';
import { pb, sessionAtom } from 'shared/session';
import { usePreferences } from '../preferences.ts';
import { showSystemNotification } from './system-notifications.ts';

export type Notification = NotificationsResponse;

/** How long a newcomer's announcement stays on the page. */
const ANNOUNCED_MS = 5000;

/** What news never reads again: the notifications themselves (changed in place) and a quiz's start (the student app's `queryKeys.quiz`). */
const NOT_READ_AGAIN = [queryKeys.notifications.all, queryKeys.quiz.all];

/** The signed-in person's notifications, newest first (at most NOTIFICATIONS_MAX): the bell's list and its count. */
export function useNotifications() {
  const { user } = useAtomValue(sessionAtom);
  return useQuery({
    queryKey: queryKeys.notifications.of(user?.id),
    queryFn: async () => (await readNotifications(pb, user!.id)).items,
    enabled: Boolean(user),
    // Kept current by the live subscription (useLiveNotifications), not by reading again.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

type Change = { action: string; record: Notification };

/** A realtime event applied to the list as the server now has it: newest first, at most NOTIFICATIONS_MAX. */
export function applyChange(list: readonly Notification[], { action, record }: Change): Notification[] {
  const others = list.filter((notice) => notice.id !== record.id);
  if (action === 'delete') return others;
  if (action === 'update')
    return list.some((notice) => notice.id === record.id) ? list.map((notice) => (notice.id === record.id ? record : notice)) : [...list];
  return [record, ...others].slice(0, NOTIFICATIONS_MAX);
}

function setList(queryClient: QueryClient, userId: string, change: (list: readonly Notification[]) => Notification[]) {
  queryClient.setQueryData<Notification[]>(queryKeys.notifications.of(userId), (list) => (list ? change(list) : list));
}

/**
 * Keeps the signed-in person's notifications current through PocketBase's realtime subscription (no
 * polling): what the server writes arrives at once; after a dropped connection comes back, the list is
 * read again, for whatever was written meanwhile. One subscription for an area's whole visit (the area's
 * frame calls this), ended when the person signs out. Returns the title of the newest arrival, for a
 * screen reader to hear. With pushNotifications on (and the browser's permission), a newcomer also
 * shows as a system notification while the tab is not looked at; a click on it opens what it is about.
 */
export function useLiveNotifications(): string {
  const { user } = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState('');
  const userId = user?.id;
  const role = user?.type;
  const { pushNotifications } = usePreferences();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  // Read when news arrives, so that turning the choice on or off does not subscribe again.
  const push = useRef({ on: pushNotifications, navigate, markRead: markRead.mutate });
  useEffect(() => {
    push.current = { on: pushNotifications, navigate, markRead: markRead.mutate };
  });
  useEffect(() => {
    // No EventSource (a test's DOM): the list is read as the page opens, without live news.
    if (!userId || typeof EventSource === 'undefined') return;
    let connectedBefore = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    // A subscription that cannot be made (no connection) is left: the SDK connects again by itself.
    const quietly = (subscribing: Promise<() => Promise<void>>) => subscribing.catch(() => async () => undefined);
    const stops = [
      quietly(
        pb.collection('notifications').subscribe('*', (event) => {
          if (event.record.recipient !== userId) return;
          setList(queryClient, userId, (list) => applyChange(list, event));
          if (event.action === 'create') {
            // News means the family's data changed (a quiz finished, an assignment set, an item published):
            // what the screens show is read again. Not a quiz's start, which is no read: asked again as a quiz
            // is submitted (its achievement arriving), it began a new attempt of the quiz just finished.
            void queryClient.invalidateQueries({
              predicate: (query) => !NOT_READ_AGAIN.some((prefix) => keyStartsWith(query.queryKey, prefix)),
            });
            // Said once: the words leave the page a moment later, so that they are not found again.
            setArrived(event.record.title);
            clearTimeout(quiet);
            quiet = setTimeout(() => setArrived(''), ANNOUNCED_MS);
            const record = event.record;
            if (push.current.on && role) {
              showSystemNotification(record, () => {
                push.current.markRead(record.id);
                void push.current.navigate(notificationHref(role, record));
              });
            }
          }
        }),
      ),
      quietly(
        pb.realtime.subscribe('PB_CONNECT', () => {
          if (connectedBefore) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.of(userId) });
          connectedBefore = true;
        }),
      ),
    ];
    return () => {
      clearTimeout(quiet);
      for (const stop of stops) void stop.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    };
  }, [userId, role, queryClient]);
  return arrived;
}

/** Marks one notification read (the server lets only `read` change, only on one's own). */
export function useMarkRead() {
  const { user } = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('notifications').update<Notification>(id, { read: true }, { requestKey: null }),
    onSuccess: (record) => user && setList(queryClient, user.id, (list) => applyChange(list, { action: 'update', record })),
  });
}

/** Marks every notification of the signed-in person read, in one request. */
export function useMarkAllRead() {
  const { user } = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendApi(pb, 'notificationsReadAll', { requestKey: null }),
    onSuccess: () => user && setList(queryClient, user.id, (list) => list.map((notice) => ({ ...notice, read: true }))),
  });
}
