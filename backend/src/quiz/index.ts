// The quiz engine's routes, requests and cron, as the hooks call them (quiz.pb.js): the engine's rooms
// are the files beside this one (routes.ts names them).
export { discard, endTheBreak, review, start, submit, takeBreak } from './routes.ts';
export { saveAnswer } from './answers.ts';
export { serveMedia } from './media.ts';
export { mark } from './marking.ts';
export { saveResultRequest, scoreSuperuserResult } from './results.ts';
export { submitOverdue } from './overdue.ts';
