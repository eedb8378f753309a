import { Alert } from 'antd';
import 'shared/antd-css/alert.js';
import type { ExportState } from '../hooks/use-export.ts';
import { t } from '../messages.ts';

/** How the last export went: the file made and what its format could not hold, or why it failed. */
export function ExportNotice({ state }: { state: ExportState }) {
  return (
    <>
      <div role="status">
        {state.kind === 'working' && <p>{t('export.working')}</p>}
        {state.kind === 'done' && (
          <Alert
            type={state.notes.length ? 'warning' : 'success'}
            showIcon
            title={t('export.done', { count: state.count, format: t(`export.format.${state.format}`), file: state.file })}
            description={
              state.notes.length > 0 && (
                <>
                  <p>{t('export.notes', { format: t(`export.format.${state.format}`) })}</p>
                  <ul>
                    {state.notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                </>
              )
            }
          />
        )}
      </div>
      {state.kind === 'failed' && <Alert type="error" role="alert" showIcon title={state.message} />}
    </>
  );
}
