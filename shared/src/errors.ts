import { ClientResponseError } from 'pocketbase';
import { t } from './messages.ts';

/**
 * Turns any failure of a PocketBase call into words for people, in one place.
 * The server's own message is kept where it speaks to the user (a locked account,
 * a refused code); transport failures get our words. PocketBase's own rate limiter says only
 * 'Too Many Requests.': `rateLimited` says which limit that is where a form knows (an hourly one).
 */
export function describeError(error: unknown, fallback: string = t('error.default'), rateLimited: string = t('error.rateLimited')): string {
  if (error instanceof ClientResponseError) {
    if (error.isAbort) return t('error.autocancelled');
    if (error.status === 0) return t('error.network');
    const serverMessage = typeof error.response?.message === 'string' ? error.response.message : '';
    if (serverMessage && !isGenericServerMessage(serverMessage)) return serverMessage;
    // A lockout says more, above.
    if (error.status === 429) return rateLimited;
    return fallback;
  }
  if (error instanceof TypeError) return t('error.network');
  return fallback;
}

/** PocketBase's stock texts say nothing a child or parent can act on. */
function isGenericServerMessage(message: string): boolean {
  return [
    'Failed to authenticate.',
    'Something went wrong while processing your request.',
    "The requested resource wasn't found.",
    'Failed to create record.',
    'Failed to update record.',
    'Too Many Requests.',
    'Failed to delete record. Make sure that the record is not part of a required relation reference.',
  ].includes(message);
}

/**
 * A field message of the server in the words the screens use: PocketBase ends every field message
 * with a full stop (its `inflector.Sentenize`), which the product's messages have not.
 */
export function fieldMessage(message: string): string {
  return message.replace(/(?<!\.)\.$/, '');
}

/** Per-field messages of a 400 answer, keyed by field name, as `fieldMessage` words them. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return {};
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, detail] of Object.entries(data)) {
    if (detail && typeof detail === 'object' && 'message' in detail && typeof detail.message === 'string') {
      result[field] = fieldMessage(detail.message);
    }
  }
  return result;
}
