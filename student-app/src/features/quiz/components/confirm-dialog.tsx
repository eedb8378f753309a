import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SpeakButton } from '../../../components/speak-button.tsx';
import { t } from '../messages.ts';
import { KidButton } from '../../../components/kid-button.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * The focus back where the dialog was opened from; when that was inside a panel closed since (Logout
 * behind the quiz's Menu), to the button that opens the panel, so Escape never leaves the child nowhere.
 */
function focusBack(opener: HTMLElement | null) {
  if (!opener?.isConnected) return;
  const closedPanel = opener.closest<HTMLElement>('[hidden]');
  const owner = closedPanel?.id
    ? [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find(
        (element) => element.getAttribute('aria-controls') === closedPanel.id,
      )
    : undefined;
  (closedPanel ? owner : opener)?.focus();
}

/**
 * A question before something that cannot be undone: the browser's own modal dialog (it keeps
 * focus inside and closes on Escape), shown while it is rendered; the calmer answer is the filled,
 * primary button and has focus. A speaker reads the question and its words aloud.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const body = useRef<HTMLDivElement>(null);
  // What the dialog says as shown, each paragraph in turn.
  const spoken = () => [title, ...[...(body.current?.querySelectorAll('p') ?? [])].map((paragraph) => paragraph.textContent ?? '')];
  // Where the focus was before the dialog: read as it first renders, before its calmer button takes the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // The calmer answer takes the focus: a modal dialog otherwise focuses its first control (the speaker), and
    // React's autoFocus writes no attribute for the dialog to follow.
    element?.querySelector<HTMLElement>('.quiz-dialog-actions .mcq-button-primary')?.focus();
    return () => {
      element?.close();
      focusBack(opener);
    };
  }, [opener]);
  return (
    <dialog
      ref={dialog}
      className="quiz-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="quiz-dialog-title">
        <h2 id={titleId}>{title}</h2>
        <SpeakButton parts={spoken} label={t('quiz.dialog.listen')} />
      </div>
      <div id={bodyId} ref={body}>
        {children}
      </div>
      <div className="quiz-dialog-actions">
        <KidButton primary onClick={onCancel}>
          {cancelLabel}
        </KidButton>
        <KidButton busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </KidButton>
      </div>
    </dialog>
  );
}
