import { HttpResponse } from 'msw';

/**
 * A failure the server does not explain: PocketBase's stock message, which the screens replace
 * with their own words. A 500 (the default) may pass by itself; a 4xx is a refusal.
 */
export const unexplainedError = (status = 500) =>
  HttpResponse.json({ status, message: 'Something went wrong while processing your request.', data: {} }, { status });
