/** A date as people read it ("10 Jan 2026"), from PocketBase's "2026-01-10 12:00:00.000Z" or ISO; empty when there is none. */
export function formatDate(value: string | null | undefined): string {
  const date = new Date((value ?? '').replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
