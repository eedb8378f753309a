import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { PageLayoutProps } from 'shared/ui';
import './account-menu.css';
import { t } from './messages.ts';

/**
 * The child's name and Logout behind a Menu button (a disclosure), for PageLayout's `account`: on a screen
 * where a stray tap must not sign a child out (a quiz), Logout is one step further away. Escape or a tap
 * elsewhere closes it; Escape gives the focus back to the button.
 */
export function AccountMenu({ name, children }: { name: string | undefined; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  return (
    <div
      ref={root}
      className="account-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      // Tabbing on past the menu closes it: open, it would cover what the focus moves to (Exit Quiz).
      onBlur={(event) => {
        if (open && !(event.relatedTarget instanceof Node && root.current?.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="mcq-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">☰</span> {t('menu')}
      </button>
      <div id={panelId} className="account-menu-panel" hidden={!open}>
        {name && <p className="account-menu-name">{name}</p>}
        {children}
      </div>
    </div>
  );
}

/** PageLayout's `account` with the child's name and Logout behind the Menu: during a quiz a stray tap never signs them out. */
export const behindMenu: PageLayoutProps['account'] = ({ name, logout }) => <AccountMenu name={name}>{logout}</AccountMenu>;
