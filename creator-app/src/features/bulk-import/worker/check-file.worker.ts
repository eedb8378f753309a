// The bulk-import check's worker for CSV, Aiken and GIFT files: check-file-job.ts does the work; start-check-worker.ts starts it.
import { checkFileJob, COPIED, type CheckRequest } from './check-file-job.ts';
import { TEXT_PARSERS } from './parsers.ts';

const receive = checkFileJob((message) => self.postMessage(message, COPIED), TEXT_PARSERS);
self.addEventListener('message', (event: MessageEvent<CheckRequest>) => void receive(event.data));
