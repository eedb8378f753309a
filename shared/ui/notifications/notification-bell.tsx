import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'shared/router';
import { notificationHref, t, timeAgo } from 'shared';
import { sessionAtom } from 'shared/session';
import { ErrorState, LoadingState } from '../states.tsx';
import { useMarkAllRead, useMarkRead, useNotifications, type Notification } from './use-notifications.ts';
import './notification-bell.css';
import { LineIcon } from '../line-icon.tsx';

/** A child's list is short and large: the newest few, each read in one breath. */
const CHILD_LIST = 10;

function BellIcon() {
  return (
    <LineIcon size={20}>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </LineIcon>
  );
}

/**
 * The bell in every signed-in header: the unread count, and a list that opens below it (newest first;
 * unread ones marked "New" in words and bold, not by colour alone). A click opens what a notification is
 * about and marks it read; "Mark all as read" marks every one. Escape or a click elsewhere closes it.
 */
export function NotificationBell() {
  const { user } = useAtomValue(sessionAtom);
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (!user) return null;
  const child = user.type === 'student';
  const list = notifications.data ?? [];
  const unread = list.filter((notice) => !notice.read).length;
  const shown = child ? list.slice(0, CHILD_LIST) : list;

  const openNotice = (notice: Notification) => {
    if (!notice.read) markRead.mutate(notice.id);
    setOpen(false);
    navigate(notificationHref(user.type, notice));
  };

  return (
    <div
      ref={root}
      className={child ? 'mcq-bell mcq-bell-child' : 'mcq-bell'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      // Focus leaving the bell closes the list: it would cover what the focus went to (Logout, at 360 px).
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="mcq-button mcq-bell-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // Its count is not known until the list is read.
        aria-busy={notifications.isPending || undefined}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        <span className="mcq-visually-hidden">{t('notifications.title')}</span>{' '}
        {unread > 0 && (
          <span className="mcq-bell-count">
            {unread} <span className="mcq-visually-hidden">unread</span>
          </span>
        )}
      </button>
      {/* Only while open: a closed list's words must not be found on the page (a search, a screen reader's find). */}
      {open && (
        <section id={panelId} className="mcq-bell-panel" aria-labelledby={headingId}>
          <div className="mcq-bell-top">
            <h2 id={headingId} ref={heading} tabIndex={-1}>
              {t('notifications.title')}
            </h2>
            {unread > 0 && (
              <button
                type="button"
                className="mcq-button"
                disabled={markAllRead.isPending}
                // The button goes with the last unread: the focus goes to the list's heading, not the page.
                onClick={() => markAllRead.mutate(undefined, { onSuccess: () => heading.current?.focus() })}
              >
                {t('notifications.markAll')}
              </button>
            )}
          </div>
          {(markRead.isError || markAllRead.isError) && <ErrorState message={t('notifications.markFailed')} />}
          {notifications.isError ? (
            <ErrorState message={t('notifications.failed')} onRetry={() => void notifications.refetch()} />
          ) : notifications.isPending ? (
            <LoadingState />
          ) : shown.length === 0 ? (
            <p>{t('notifications.empty')}</p>
          ) : (
            <ul className="mcq-bell-list" aria-label={t('notifications.title')}>
              {shown.map((notice) => (
                <li key={notice.id} className={notice.read ? 'mcq-bell-item' : 'mcq-bell-item mcq-bell-unread'}>
                  <a
                    href={notificationHref(user.type, notice)}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      openNotice(notice);
                    }}
                  >
                    {/* The spaces between the parts keep them apart when read as one link's name. */}
                    {!notice.read && <span className="mcq-bell-new">{t('notifications.new')}</span>}{' '}
                    <span className="mcq-bell-title">{notice.title}</span>{' '}
                    {notice.message && <span className="mcq-bell-message">{notice.message}</span>}{' '}
                    <span className="mcq-bell-time">{timeAgo(notice.created)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
