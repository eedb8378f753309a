import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendApi, type DemoLogins } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

function isDemoLogins(value: unknown): value is DemoLogins {
  if (!value || typeof value !== 'object') return false;
  const { parent, student } = value as Record<string, Record<string, unknown> | undefined>;
  return (
    typeof parent?.['email'] === 'string' &&
    typeof parent['password'] === 'string' &&
    typeof student?.['studentId'] === 'string' &&
    typeof student['accessCode'] === 'string'
  );
}

/**
 * The demo logins, or null when the backend runs without demo data (it answers 404)
 * or cannot be reached: the card is a convenience and never an error.
 */
export async function getDemoLogins(): Promise<DemoLogins | null> {
  try {
    const data: unknown = await sendApi(pb, 'demoLogins', { requestKey: null });
    return isDemoLogins(data) ? data : null;
  } catch {
    return null;
  }
}

export const demoLoginsQuery = queryOptions({ queryKey: queryKeys.demoLogins.all, queryFn: getDemoLogins, staleTime: Infinity });

export function useDemoLogins() {
  return useQuery(demoLoginsQuery);
}
