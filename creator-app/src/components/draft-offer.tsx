import { Button } from 'antd';
import 'shared/antd-css/button.js';
import { useId } from 'react';
import { timeAgo, translator } from 'shared';
import './draft-offer.css';

const t = translator({
  kept: 'Kept in this browser {when}.',
  restore: 'Restore',
  discard: 'Discard',
});

interface DraftOfferProps {
  /** The question asked: "Restore your unsaved question?" */
  question: string;
  savedAt: number;
  /** What the draft could not keep (a chosen picture), in words. */
  note?: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** An unsaved form found in this browser, offered back: the creator restores it or discards it (use-form-draft.ts). */
export function DraftOffer({ question, savedAt, note, onRestore, onDiscard }: DraftOfferProps) {
  const titleId = useId();
  return (
    <section className="mcq-notice mcq-notice-info creator-draft-offer" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="creator-draft-offer-title">
          {question}
        </h2>
        <p>{t('kept', { when: timeAgo(new Date(savedAt).toISOString()) })}</p>
        {note && <p>{note}</p>}
      </div>
      <div className="creator-draft-offer-actions">
        <Button type="primary" onClick={onRestore}>
          {t('restore')}
        </Button>
        <Button onClick={onDiscard}>{t('discard')}</Button>
      </div>
    </section>
  );
}
