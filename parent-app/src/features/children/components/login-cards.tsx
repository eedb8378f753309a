import { Button, Radio } from 'antd';
import 'shared/antd-css/button.js';
import 'shared/antd-css/radio.js';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { paths, studentSignInLink } from 'shared';
import { portalOrigin } from 'shared/ui';
import { t } from '../messages.ts';
import { LoginCardQr } from './login-card-qr.tsx';
import './login-cards.css';

export interface LoginCard {
  childName: string;
  studentId: string;
  accessCode: string;
}

export type CardLayout = 'one' | 'four';

interface Props {
  cards: readonly LoginCard[];
  layout: CardLayout;
  /** Said above the cards (children who got no card). */
  problem?: string | undefined;
  /** Where the focus goes on closing when what opened the cards is gone (a dialog). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  onClose: () => void;
}

const CARDS_PER_PAGE: Record<CardLayout, number> = { one: 1, four: 4 };

/** The cards in pages of one or four: each page is a printed sheet. */
function pagesOf(cards: readonly LoginCard[], layout: CardLayout): LoginCard[][] {
  const size = CARDS_PER_PAGE[layout];
  return Array.from({ length: Math.ceil(cards.length / size) }, (_, page) => cards.slice(page * size, (page + 1) * size));
}

function Card({ card, portal }: { card: LoginCard; portal: string }) {
  const { childName: name, studentId, accessCode } = card;
  // The QR code signs the child in on the family's device: the code rides in the link's fragment, which no server is sent.
  const link = studentSignInLink(portal, studentId, accessCode);
  return (
    <article className="login-card" aria-label={t('cards.card.label', { name })}>
      <h3 className="login-card-hello">{t('cards.card.hello', { name })}</h3>
      <p>{t('cards.card.how')}</p>
      <div className="login-card-body">
        <dl className="login-card-facts">
          <dt>{t('cards.card.address')}</dt>
          <dd>{new URL(paths.login, portal).href}</dd>
          <dt>{t('cards.card.studentId')}</dt>
          <dd className="login-card-code">{studentId}</dd>
          <dt>{t('cards.card.accessCode')}</dt>
          <dd className="login-card-code">{accessCode}</dd>
        </dl>
        <div className="login-card-scan">
          <LoginCardQr url={link} label={t('cards.qr.label', { name, url: link })} />
          <p>{t('cards.card.scan')}</p>
        </div>
      </div>
      <p>{t('cards.card.steps')}</p>
      <p className="login-card-secret">{t('cards.card.secret')}</p>
    </article>
  );
}

/**
 * The login cards over the whole page, ready to print: when printed, only the cards are (the
 * stylesheet leaves out everything else on the page and the toolbar). A modal view: the page behind
 * is inert while it is open, Escape or Close returns to where the parent was.
 */
export default function LoginCards({ cards, layout: firstLayout, problem, returnFocusTo, onClose }: Props) {
  const [layout, setLayout] = useState(firstLayout);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const portal = portalOrigin();

  useEffect(() => {
    const opener = document.activeElement;
    const fallback = returnFocusTo?.current;
    const behind = [...document.body.children].filter((element) => element !== sheet.current && !element.hasAttribute('inert'));
    for (const element of behind) element.setAttribute('inert', '');
    heading.current?.focus();
    return () => {
      for (const element of behind) element.removeAttribute('inert');
      const back = opener instanceof HTMLElement && opener !== document.body && opener.isConnected ? opener : fallback;
      back?.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <div ref={sheet} className="login-sheet" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="login-sheet-toolbar">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="login-sheet-title">
          {t('cards.title')}
        </h2>
        <p>{t('cards.intro')}</p>
        {problem && (
          <p role="alert" className="login-sheet-problem">
            {problem}
          </p>
        )}
        <fieldset className="login-sheet-layout">
          <legend>{t('cards.layout')}</legend>
          <Radio.Group
            value={layout}
            onChange={(event) => setLayout(event.target.value as CardLayout)}
            options={[
              { value: 'one', label: t('cards.layout.one') },
              { value: 'four', label: t('cards.layout.four') },
            ]}
          />
        </fieldset>
        <div className="login-sheet-actions">
          <Button type="primary" onClick={() => window.print()}>
            {t('cards.printNow')}
          </Button>
          <Button onClick={onClose}>{t('cards.close')}</Button>
        </div>
      </div>
      {pagesOf(cards, layout).map((page) => (
        <div key={page.map((card) => card.studentId).join()} className={`login-sheet-page login-sheet-page-${layout}`}>
          {page.map((card) => (
            <Card key={card.studentId} card={card} portal={portal} />
          ))}
        </div>
      ))}
    </div>,
    document.body,
  );
}
