import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, type ReactNode, type Ref } from 'react';
import { Link, useNavigate } from 'shared/router';
import { signInPathFor, t } from 'shared';
import { sessionAtom, signOutAtom } from 'shared/session';
import { useAreaNavigation } from './area-navigation.ts';
import { useAreaTitle } from './area-title.ts';
import { NotificationBell } from './notifications/notification-bell.tsx';
import { useFocusKeptAcrossFrames, usePageTitle } from './page-change.ts';
import './page-layout.css';

export interface PageLayoutProps {
  /** The page's own heading (its h1), which also names the browser's tab where it is text. */
  heading: ReactNode;
  /** The page's name in the browser's tab where the heading does not tell pages apart (a greeting, an outcome). */
  title?: string;
  intro?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** Links in the header, before the user's name. */
  nav?: ReactNode;
  back?: { to: string; label: string };
  headingRef?: Ref<HTMLHeadingElement>;
  /** The notifications bell in the header; off where news would only distract (a quiz in progress). */
  bell?: boolean;
  /** Asks before Logout (a quiz in progress): called with the Logout itself, to run once the user agrees. */
  onLogout?: (logout: () => void) => void;
  /**
   * Lays out the header's account part (the user's name and the Logout button) another way: a quiz puts
   * them behind a Menu button, out of a small finger's way. By default they sit side by side.
   */
  account?: (parts: { name: string | undefined; logout: ReactNode }) => ReactNode;
  children?: ReactNode;
}

/** The frame of every signed-in screen: the area and the account in the header, then the page. */
export function PageLayout({
  heading,
  title,
  intro,
  actions,
  nav,
  back,
  headingRef,
  bell = true,
  onLogout,
  account,
  children,
}: PageLayoutProps) {
  const area = useAreaTitle();
  usePageTitle(title ?? (typeof heading === 'string' ? heading : ''), area);
  const navigation = useAreaNavigation();
  const { user } = useAtomValue(sessionAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const frame = useRef<HTMLDivElement>(null);
  useFocusKeptAcrossFrames(frame);
  const logoutButton = (
    <button
      type="button"
      className="mcq-button"
      onClick={() => {
        const role = user?.type;
        const logout = () => {
          signOut();
          navigate(signInPathFor(role));
        };
        if (onLogout) onLogout(logout);
        else logout();
      }}
    >
      {t('nav.logout')}
    </button>
  );
  const content = (
    <main className="mcq-page-content">
      {back && <Link to={back.to}>{back.label}</Link>}
      <div className="mcq-page-heading">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {heading}
          </h1>
          {intro && <p className="mcq-page-intro">{intro}</p>}
        </div>
        {actions && <div className="mcq-page-actions">{actions}</div>}
      </div>
      {children}
    </main>
  );
  return (
    <div className="mcq-page" ref={frame}>
      <header className="mcq-page-header">
        {navigation?.menu ? (
          <div className="mcq-page-area-start">
            {navigation.menu}
            <p className="mcq-page-area">{area}</p>
          </div>
        ) : (
          <p className="mcq-page-area">{area}</p>
        )}
        <div className="mcq-page-account">
          {nav}
          {bell && <NotificationBell />}
          {account ? (
            account({ name: user?.name, logout: logoutButton })
          ) : (
            <>
              {user && <span className="mcq-page-user">{user.name}</span>}
              {logoutButton}
            </>
          )}
        </div>
      </header>
      {navigation?.aside ? (
        <div className="mcq-page-beside">
          {navigation.aside}
          {content}
        </div>
      ) : (
        content
      )}
    </div>
  );
}
