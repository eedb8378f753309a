import { describeError } from 'shared';
import { Notice, Panel } from 'shared/ui';
import { useDownloadFamilyData } from '../api/download-family-data.ts';
import { t } from '../messages.ts';

/** "Download my family's data": one JSON file of the family, for a family that keeps it or leaves. */
export function DownloadFamilyData() {
  const download = useDownloadFamilyData();
  return (
    <Panel title={t('data.title')}>
      <div className="settings-form">
        <p id="settings-data-help" className="mcq-row-meta">
          {t('data.help')}
        </p>
        <div>
          <button
            type="button"
            className="mcq-button"
            aria-describedby="settings-data-help"
            aria-busy={download.isPending}
            // Not disabled while it works: a disabled button drops the keyboard's focus to the page.
            aria-disabled={download.isPending}
            onClick={() => {
              if (!download.isPending) download.mutate();
            }}
          >
            {download.isPending ? t('data.working') : t('data.submit')}
          </button>
        </div>
        {download.isError && (
          <Notice type="error" role="alert">
            {describeError(download.error, t('data.failed'))}
          </Notice>
        )}
        <div role="status">{download.isSuccess && <p className="mcq-state">{t('data.done', { file: download.data })}</p>}</div>
      </div>
    </Panel>
  );
}
