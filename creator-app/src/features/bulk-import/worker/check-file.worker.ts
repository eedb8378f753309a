// The bulk-import check's worker: check-file-job.ts does the work; start-check-worker.ts starts it.
import { checkFileJob, COPIED, type CheckRequest } from './check-file-job.ts';

const receive = checkFileJob((message) => self.postMessage(message, COPIED));
self.addEventListener('message', (event: MessageEvent<CheckRequest>) => void receive(event.data));
