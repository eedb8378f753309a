import { Button } from 'antd';
import 'shared/antd-css/button.js';
import { formatCount, type OwnContentParams } from 'shared';
import { Panel } from 'shared/ui';
import { EXPORT_MAX, getListedQuestions } from '../api/get-export-questions.ts';
import { useExport } from '../hooks/use-export.ts';
import { t } from '../messages.ts';
import { ExportNotice } from './export-notice.tsx';

/** Manage Questions' export: the questions the list finds, as GIFT or Moodle XML. */
export function ExportQuestions({ params }: { params: OwnContentParams }) {
  const { state, run } = useExport();
  const load = (pictures: boolean) => getListedQuestions(params, pictures);
  return (
    <Panel title={t('export.panel')}>
      <p>{t('export.questions.body', { max: formatCount(EXPORT_MAX) })}</p>
      <div className="mcq-bulk">
        <Button disabled={state.kind === 'working'} onClick={() => void run('gift', 'my-questions', load)}>
          {t('export.gift')}
        </Button>
        <Button disabled={state.kind === 'working'} onClick={() => void run('moodle', 'my-questions', load)}>
          {t('export.moodle')}
        </Button>
      </div>
      <ExportNotice state={state} />
    </Panel>
  );
}
