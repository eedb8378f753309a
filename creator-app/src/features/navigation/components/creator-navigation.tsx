import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation } from 'shared/router';
import { paths, type PathName } from 'shared';
import { sessionAtom } from 'shared/session';
import { AreaNavigation, usePreferences, useSavePreferences } from 'shared/ui';
import { useSmallScreen } from '../hooks/use-small-screen.ts';
import { t } from '../messages.ts';
import {
  AnalyticsIcon,
  BulkImportIcon,
  CloseIcon,
  CollapseIcon,
  DashboardIcon,
  ExpandIcon,
  GuidelinesIcon,
  MenuIcon,
  QuestionSetsIcon,
  QuestionsIcon,
  ReviewQueueIcon,
  SettingsIcon,
} from './icons.tsx';
import './navigation.css';

interface NavigationLink {
  to: PathName;
  label: Parameters<typeof t>[0];
  Icon: ComponentType;
  reviewersOnly?: boolean;
}

const LINKS: readonly NavigationLink[] = [
  { to: 'creatorDashboard', label: 'nav.dashboard', Icon: DashboardIcon },
  { to: 'manageQuestions', label: 'nav.questions', Icon: QuestionsIcon },
  { to: 'manageQuestionSets', label: 'nav.questionSets', Icon: QuestionSetsIcon },
  { to: 'bulkImport', label: 'nav.bulkImport', Icon: BulkImportIcon },
  { to: 'analytics', label: 'nav.analytics', Icon: AnalyticsIcon },
  { to: 'reviewQueue', label: 'nav.reviewQueue', Icon: ReviewQueueIcon, reviewersOnly: true },
  { to: 'contentGuidelines', label: 'nav.guidelines', Icon: GuidelinesIcon },
  { to: 'creatorSettings', label: 'nav.settings', Icon: SettingsIcon },
];

/** The portal's pages, the one open marked as the current page; only icons, each still named, when collapsed. */
function NavigationLinks({ id, collapsed, onNavigate }: { id?: string; collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const reviewer = useAtomValue(sessionAtom).user?.reviewer === true;
  return (
    <ul id={id} className="creator-nav-list">
      {LINKS.filter((link) => reviewer || !link.reviewersOnly).map(({ to, label, Icon }) => (
        <li key={to}>
          <Link
            to={paths[to]}
            className="creator-nav-link"
            aria-current={pathname === paths[to] ? 'page' : undefined}
            title={collapsed ? t(label) : undefined}
            onClick={onNavigate}
          >
            <Icon />
            <span className={collapsed ? 'mcq-visually-hidden' : undefined}>{t(label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar beside every page: collapsed to icons or not as the account last chose (its `sidebarCollapsed` preference). */
function Sidebar() {
  const listId = useId();
  const preferences = usePreferences();
  const save = useSavePreferences();
  // The layout chosen on this visit, until the server has it: a refusal leaves the layout as chosen, for this visit.
  const [choice, setChoice] = useState<boolean | null>(null);
  const collapsed = choice ?? preferences.sidebarCollapsed;
  const toggle = () => {
    const next = !collapsed;
    setChoice(next);
    save.mutate({ sidebarCollapsed: next }, { onSuccess: () => setChoice(null) });
  };
  return (
    <nav aria-label={t('nav.label')} className={collapsed ? 'creator-sidebar creator-sidebar-collapsed' : 'creator-sidebar'}>
      <button
        type="button"
        className="creator-sidebar-toggle"
        aria-label={t('sidebar.toggle')}
        aria-expanded={!collapsed}
        aria-controls={listId}
        title={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
        onClick={toggle}
      >
        {collapsed ? <ExpandIcon /> : <CollapseIcon />}
      </button>
      <NavigationLinks id={listId} collapsed={collapsed} />
      {save.isError && (
        <p role="alert" className={collapsed ? 'mcq-visually-hidden' : 'creator-sidebar-note'}>
          {t('sidebar.notSaved')}
        </p>
      )}
    </nav>
  );
}

/** On a phone: the same links in a drawer, the browser's modal dialog (focus kept inside, Escape closes it). */
function NavigationDrawer({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="creator-drawer"
      aria-label={t('menu.open')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the shade around the drawer (the dialog itself, not its content) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="creator-drawer-content">
        <button type="button" className="creator-sidebar-toggle" aria-label={t('menu.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <nav aria-label={t('nav.label')}>
          <NavigationLinks collapsed={false} onNavigate={onClose} />
        </nav>
      </div>
    </dialog>
  );
}

function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="mcq-button creator-menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        {t('menu.open')}
      </button>
      {open && <NavigationDrawer onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The creator portal's own navigation around its signed-in pages (docs/product.md, "Content creators and reviewers"): a left
 * sidebar that collapses to icons, remembered per account; on a phone a drawer opened from the header.
 */
export function CreatorNavigation({ children }: { children: ReactNode }) {
  const creator = useAtomValue(sessionAtom).user?.type === 'creator';
  const small = useSmallScreen();
  if (!creator) return children;
  return <AreaNavigation value={small ? { menu: <MenuButton /> } : { aside: <Sidebar /> }}>{children}</AreaNavigation>;
}
