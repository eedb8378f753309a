import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionAtom } from 'shared/session';
import { usePreferences } from 'shared/ui';
import { draftKey, readDraft, removeDraft, writeDraft, type Draft, type DraftForm } from './form-drafts.ts';

/** How long typing pauses before the form is kept: a draft per pause, not per key. */
export const DRAFT_DELAY_MS = 800;

export interface FormDraft<Values> {
  /** A draft kept earlier, offered back until the creator restores or discards it; the form keeps what the server has meanwhile. */
  offered: Draft<Values> | null;
  /** The form changed: kept after a pause in typing, while autoSave is on and no earlier draft waits for an answer. */
  keep: (values: Values) => void;
  /** Takes the offered draft back (the caller fills the form with it); the draft stays until the next change replaces it. */
  restore: () => Values | null;
  /** Forgets the draft: the creator discarded it, or saved the form. */
  clear: () => void;
}

/**
 * A form's unsaved values kept in this browser (form-drafts.ts) while the signed-in creator's autoSave
 * is on. A draft found when the form opens is only offered: it never replaces what the server has
 * unless the creator chooses Restore. A last change still waiting is kept when the page is hidden or
 * the form closes, so a closed tab loses nothing.
 */
export function useFormDraft<Values>(form: DraftForm, id: string | undefined): FormDraft<Values> {
  const accountId = useAtomValue(sessionAtom).user?.id ?? '';
  const { autoSave } = usePreferences();
  const key = accountId ? draftKey(accountId, form, id ?? 'new') : '';
  const [offered, setOffered] = useState<Draft<Values> | null>(() => (key && autoSave ? readDraft<Values>(key) : null));
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);

  const flush = useCallback(() => {
    const pending = waiting.current;
    waiting.current = null;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.write();
  }, []);

  const cancel = useCallback(() => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = null;
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const keep = (values: Values) => {
    if (!key || !autoSave || offered) return;
    cancel();
    const write = () => void writeDraft(accountId, key, values);
    waiting.current = { timer: setTimeout(flush, DRAFT_DELAY_MS), write };
  };

  const restore = () => {
    const values = offered?.values ?? null;
    setOffered(null);
    return values;
  };

  const clear = () => {
    cancel();
    setOffered(null);
    if (key) removeDraft(key);
  };

  return { offered, keep, restore, clear };
}
