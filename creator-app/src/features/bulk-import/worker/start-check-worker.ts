// A worker's script must come from the page's own origin. Inside the shell the page is the shell's
// origin while this remote's chunks come from its own, so `new Worker(new URL(...))` is refused
// there; and a worker chunk of the federated build carries the federation runtime, which expects
// the host's and fails in a worker. Rsbuild's inline worker (`?worker&inline`) compiles the worker
// apart, without federation, into this chunk, and starts it from a blob: URL, the page's own origin
// in the shell and on the creator portal alike. Its one need of a Content-Security-Policy:
// `worker-src blob:` (docs/frontend.md). The worker's code (the parsers and the GIFT grammar) is a
// chunk of its own, loaded the first time a file is checked; a Moodle XML file's worker, with its XML parser, is
// another, loaded only for such a file.
import type { ImportFormat } from './check-file-job.ts';

export async function startCheckWorker(format: ImportFormat): Promise<Worker> {
  const { default: CheckWorker } =
    format === 'moodle' ? await import('./check-moodle.worker.ts?worker&inline') : await import('./check-file.worker.ts?worker&inline');
  return new CheckWorker({ name: 'bulk-import-check' });
}
