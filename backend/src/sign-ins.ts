/**
 * Keeps when a child signed in. Called after the sign-in's answer is written, so the child's
 * device reads the time of the sign-in before this one (empty the first time). Saved without
 * the request's update rule and hooks: it is the server's own bookkeeping, not an edit of the child.
 */
export function signedIn(app: core.App, record: core.Record | undefined): void {
  if (!record) return;
  const fresh = app.findRecordById('students', record.id);
  fresh.set('last_signed_in', new Date().toISOString());
  app.save(fresh);
}
