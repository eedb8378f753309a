import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useNavigate } from 'shared/router';
import { homeFor, paths, signInPathFor, t } from 'shared';
import { sessionAtom, signOutAtom } from 'shared/session';

/** The shell's own header on its pages for signed-in users: home, the user's name and Logout. */
export function ShellHeader() {
  const { user } = useAtomValue(sessionAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  return (
    <header className="shell-header">
      <Link className="shell-brand" to={user ? homeFor(user.type) : paths.landing}>
        {t('app.tagline')}
      </Link>
      {user && (
        <div className="shell-account">
          <span>{user.name}</span>
          <button
            type="button"
            className="shell-button shell-button-quiet"
            onClick={() => {
              signOut();
              navigate(signInPathFor(user.type));
            }}
          >
            {t('nav.logout')}
          </button>
        </div>
      )}
    </header>
  );
}
