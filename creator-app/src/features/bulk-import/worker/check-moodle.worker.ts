// The bulk-import check's worker for Moodle XML files, with its XML parser: check-file-job.ts does the work.
import { checkFileJob, COPIED, type CheckRequest } from './check-file-job.ts';
import { MOODLE_PARSERS } from './parsers.ts';

const receive = checkFileJob((message) => self.postMessage(message, COPIED), MOODLE_PARSERS);
self.addEventListener('message', (event: MessageEvent<CheckRequest>) => void receive(event.data));
