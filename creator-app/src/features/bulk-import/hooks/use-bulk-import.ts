import { useCallback, useEffect, useReducer, useRef } from 'react';
import { describeError } from 'shared';
import type { ImportDefaults, ImportProgress, ImportReport } from 'shared/import';
import { useCheckedFile, type CheckProgress, type ChosenFile, type ImportFormat } from '../api/check-file.ts';
import { useImportRows } from '../api/import-rows.ts';
import { t } from '../messages.ts';

/** Which rows of the preview are shown. */
export type Show = 'all' | 'problems' | 'ready';

interface ImportState {
  format: ImportFormat;
  defaults: ImportDefaults;
  file: ChosenFile | null;
  readError: string | null;
  show: Show;
  page: number;
  checkProgress: CheckProgress | null;
  progress: ImportProgress | null;
  report: ImportReport | null;
  stopping: boolean;
}

type ImportAction =
  | { type: 'format'; format: ImportFormat }
  | { type: 'defaults'; patch: ImportDefaults }
  | { type: 'choosing' }
  | { type: 'read'; name: string; text: string }
  | { type: 'unreadable'; message: string }
  | { type: 'show'; show: Show }
  | { type: 'page'; page: number }
  | { type: 'checkProgress'; progress: CheckProgress }
  | { type: 'started'; total: number }
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'stopping' }
  | { type: 'finished'; report: ImportReport }
  | { type: 'again' };

const initial: ImportState = { format: 'csv', defaults: {}, file: null, readError: null, show: 'all', page: 1, checkProgress: null, progress: null, report: null, stopping: false };

/** A new format or default checks the file again, so the last check's count no longer holds; a new file starts over. */
function reduce(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'format':
      return { ...state, checkProgress: null, format: action.format };
    case 'defaults':
      return { ...state, checkProgress: null, defaults: { ...state.defaults, ...action.patch } };
    case 'choosing':
      return { ...state, report: null, progress: null, checkProgress: null, page: 1 };
    case 'read':
      return { ...state, readError: null, file: { name: action.name, text: action.text, version: (state.file?.version ?? 0) + 1 } };
    case 'unreadable':
      return { ...state, readError: action.message };
    case 'show':
      return { ...state, page: 1, show: action.show };
    case 'page':
      return { ...state, page: action.page };
    case 'checkProgress':
      return { ...state, checkProgress: action.progress };
    case 'started':
      return { ...state, stopping: false, progress: { done: 0, total: action.total } };
    case 'progress':
      return { ...state, progress: action.progress };
    case 'stopping':
      return { ...state, stopping: true };
    case 'finished':
      return { ...state, report: action.report };
    case 'again':
      return { ...state, report: null, file: null };
  }
}

/**
 * The Bulk Import screen's state: the choices, the file and its check, and the import with its
 * progress and report. Leaving the screen stops the import after the batch being written, as Stop
 * does; closing the tab while it runs asks first.
 */
export function useBulkImport() {
  const [state, dispatch] = useReducer(reduce, initial);
  const onCheckProgress = useCallback((progress: CheckProgress) => dispatch({ type: 'checkProgress', progress }), []);
  const checked = useCheckedFile(state.file, state.format, state.defaults, onCheckProgress);
  const write = useImportRows();
  const stopper = useRef<AbortController | null>(null);

  useEffect(() => () => stopper.current?.abort(), []);
  useEffect(() => {
    if (!write.isPending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [write.isPending]);

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    dispatch({ type: 'choosing' });
    try {
      dispatch({ type: 'read', name: chosen.name, text: await chosen.text() });
    } catch (error) {
      dispatch({ type: 'unreadable', message: t('import.file.unreadable', { reason: describeError(error) }) });
    }
  };

  /** Writes the checked file's ready rows, `ready` of them. */
  const start = (ready: number) => {
    const data = checked.data;
    if (!data) return;
    const stop = new AbortController();
    stopper.current = stop;
    dispatch({ type: 'started', total: ready });
    write.mutate(
      { rows: data.rows, duplicates: data.duplicates, onProgress: (progress) => dispatch({ type: 'progress', progress }), signal: stop.signal },
      { onSuccess: (report) => dispatch({ type: 'finished', report }) },
    );
  };
  const stop = () => {
    dispatch({ type: 'stopping' });
    stopper.current?.abort();
  };

  return {
    ...state,
    checked,
    write,
    setFormat: (format: ImportFormat) => dispatch({ type: 'format', format }),
    setDefault: (patch: ImportDefaults) => dispatch({ type: 'defaults', patch }),
    setShow: (show: Show) => dispatch({ type: 'show', show }),
    setPage: (page: number) => dispatch({ type: 'page', page }),
    chooseFile,
    start,
    stop,
    again: () => dispatch({ type: 'again' }),
  };
}
