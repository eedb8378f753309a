import { Button } from 'antd';
import 'shared/antd-css/button.js';
import { getSetQuestions } from '../api/get-export-questions.ts';
import type { useExport } from '../hooks/use-export.ts';
import { t } from '../messages.ts';

/** A set's row in Manage Question Sets: its questions, in its order, as GIFT or Moodle XML. */
export function ExportSet({ id, title, exporter }: { id: string; title: string; exporter: ReturnType<typeof useExport> }) {
  const load = (pictures: boolean) => getSetQuestions(id, pictures);
  const busy = exporter.state.kind === 'working';
  return (
    <span className="mcq-bulk">
      <Button
        size="small"
        disabled={busy}
        aria-label={t('export.set.gift', { name: title })}
        onClick={() => void exporter.run('gift', title, load)}
      >
        {t('export.set.gift.short')}
      </Button>
      <Button
        size="small"
        disabled={busy}
        aria-label={t('export.set.moodle', { name: title })}
        onClick={() => void exporter.run('moodle', title, load)}
      >
        {t('export.set.moodle.short')}
      </Button>
    </span>
  );
}
