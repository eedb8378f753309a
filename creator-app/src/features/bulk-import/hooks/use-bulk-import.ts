import { useEffect, useRef, useState } from 'react';
import { describeError } from 'shared';
import { decodeText, fileKind, type ImportDefaults, type ImportProgress, type ImportReport } from 'shared/import';
import { useCheckedFile, type CheckProgress, type ChosenFile, type ImportFormat } from '../api/check-file.ts';
import { useImportRows } from '../api/import-rows.ts';
import { t } from '../messages.ts';

/** Which rows of the preview are shown. */
export type Show = 'all' | 'problems' | 'ready';

/**
 * The Bulk Import screen's state: the choices, the file and its check, and the import with its
 * progress and report. Leaving the screen stops the import after the batch being written, as Stop
 * does; closing the tab while it runs asks first.
 */
export function useBulkImport() {
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  const [checkProgress, setCheckProgress] = useState<CheckProgress | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [stopping, setStopping] = useState(false);
  const checked = useCheckedFile(file, format, defaults, setCheckProgress);
  const write = useImportRows();
  const stopper = useRef<AbortController | null>(null);

  useEffect(() => () => stopper.current?.abort(), []);
  useEffect(() => {
    if (!write.isPending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [write.isPending]);

  // A new format or default checks the file again, so the last check's count no longer holds.
  const chooseFormat = (value: ImportFormat) => {
    setCheckProgress(null);
    setFormat(value);
  };
  const setDefault = (patch: ImportDefaults) => {
    setCheckProgress(null);
    setDefaults((current) => ({ ...current, ...patch }));
  };
  const showRows = (value: Show) => {
    setPage(1);
    setShow(value);
  };

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setReport(null);
    setProgress(null);
    setCheckProgress(null);
    setPage(1);
    try {
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      const kind = fileKind(bytes);
      const text = kind === 'text' || kind === 'xml' ? decodeText(bytes) : '';
      setReadError(null);
      setFile((current) => ({ name: chosen.name, kind, text, version: (current?.version ?? 0) + 1 }));
    } catch (error) {
      setReadError(t('import.file.unreadable', { reason: describeError(error) }));
    }
  };

  /** Writes the checked file's ready rows, `ready` of them. */
  const start = (ready: number) => {
    const data = checked.data;
    if (!data) return;
    const stop = new AbortController();
    stopper.current = stop;
    setStopping(false);
    setProgress({ done: 0, total: ready });
    write.mutate({ rows: data.rows, duplicates: data.duplicates, onProgress: setProgress, signal: stop.signal }, { onSuccess: setReport });
  };
  const stop = () => {
    setStopping(true);
    stopper.current?.abort();
  };
  const again = () => {
    setReport(null);
    setFile(null);
  };

  return {
    format,
    defaults,
    file,
    readError,
    show,
    page,
    checkProgress,
    progress,
    report,
    stopping,
    checked,
    write,
    chooseFormat,
    setDefault,
    showRows,
    setPage,
    chooseFile,
    start,
    stop,
    again,
  };
}
