import { paths } from 'shared';
import { PageLayout } from 'shared/ui';
import { CheckStatus } from '../../features/bulk-import/components/check-status.tsx';
import { DefaultsPanel } from '../../features/bulk-import/components/defaults-panel.tsx';
import { FilePanel } from '../../features/bulk-import/components/file-panel.tsx';
import { FormatPanel } from '../../features/bulk-import/components/format-panel.tsx';
import { PreviewPanel } from '../../features/bulk-import/components/preview-panel.tsx';
import { ReportPanel } from '../../features/bulk-import/components/report-panel.tsx';
import { useBulkImport } from '../../features/bulk-import/hooks/use-bulk-import.ts';
import { t } from '../../features/bulk-import/messages.ts';

/**
 * Bulk Import Questions: a CSV, Aiken, GIFT or Moodle XML file is checked row by row with the form's rules and
 * words (in a worker, so that a large file never freezes the page), duplicates are flagged, and
 * only then are the ready rows written as drafts, in batches. The progress counts what the server
 * acknowledged; Stop ends the import after the batch being written, and the same file chosen again
 * writes only what is missing.
 */
export function BulkImport() {
  const importer = useBulkImport();
  const { checked, report } = importer;
  return (
    <PageLayout heading={t('import.title')} intro={t('import.intro')} back={{ to: paths.creatorDashboard, label: t('import.back') }}>
      <FormatPanel format={importer.format} onChange={importer.chooseFormat} />
      <DefaultsPanel defaults={importer.defaults} onChange={importer.setDefault} />
      <FilePanel
        format={importer.format}
        fileName={importer.file?.name}
        readError={importer.readError}
        onChoose={(file) => void importer.chooseFile(file)}
      />
      <CheckStatus checked={checked} progress={importer.checkProgress} />
      {checked.data && !report && (
        <PreviewPanel
          format={importer.format}
          data={checked.data}
          show={importer.show}
          page={importer.page}
          onShow={importer.showRows}
          onPage={importer.setPage}
          write={importer.write}
          progress={importer.progress}
          stopping={importer.stopping}
          onStart={importer.start}
          onStop={importer.stop}
        />
      )}
      {report && <ReportPanel format={importer.format} report={report} onAgain={importer.again} />}
    </PageLayout>
  );
}
