import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import { describeError, formatCount } from 'shared';
import type { CheckedFile, CheckProgress } from '../api/check-file.ts';
import { t } from '../messages.ts';

/** While the file is checked, how far the check is; if it failed, why, with Try again. */
export function CheckStatus({ checked, progress }: { checked: UseQueryResult<CheckedFile>; progress: CheckProgress | null }) {
  return (
    <>
      {checked.isFetching && (
        <p role="status" className="mcq-state">
          {progress
            ? t('import.checking.rows', { done: formatCount(progress.done), total: formatCount(progress.total) })
            : t('import.checking')}
        </p>
      )}
      {checked.isError && (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={describeError(checked.error, t('import.checkFailed'))}
          action={<Button onClick={() => void checked.refetch()}>{t('import.report.again')}</Button>}
        />
      )}
    </>
  );
}
