// What PocketBase's declarations leave optional but a hook's event always holds where it runs.

/** The record of a record request hook (create, update): always there, though typed optional. */
export function recordOf(e: core.RecordRequestEvent): core.Record {
  if (!e.record) throw new InternalServerError('A record hook ran without its record.');
  return e.record;
}

/** The signed-in account of a route that requires one: always there, though typed optional. */
export function authOf(e: core.RequestEvent): core.Record {
  if (!e.auth) throw new UnauthorizedError();
  return e.auth;
}

/** The request's body, its values not yet checked. */
export function bodyOf(e: core.RequestEvent): Readonly<Record<string, unknown>> {
  return e.requestInfo().body;
}

/** A route's request: always there, though typed optional. */
export function requestOf(e: core.RequestEvent): http.Request {
  if (!e.request) throw new InternalServerError('A route ran without its request.');
  return e.request;
}

/** The query of a route's URL: always there, though typed optional. */
export function queryOf(e: core.RequestEvent): url.Values {
  const query = e.request?.url?.query();
  if (!query) throw new InternalServerError('A route ran without its request.');
  return query;
}

/**
 * Runs `work` and then the delete it comes before in one transaction, whoever deletes: a route's own transaction
 * (joined), or the records API and the dashboard, whose delete opens its transaction only after the record's
 * delete hooks. What `work` changes is undone if the delete fails, and never done twice.
 */
export function beforeDelete(e: core.RecordEvent, work: (txApp: core.App) => void): void {
  e.app.runInTransaction((txApp) => {
    const app = e.app;
    e.app = txApp;
    try {
      work(txApp);
      e.next();
    } finally {
      e.app = app;
    }
  });
}
