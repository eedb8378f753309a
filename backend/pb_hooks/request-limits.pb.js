/// <reference path="../pb_data/types.d.ts" />
// Request bodies. PocketBase reads up to 32 MB on any route by default. Here every route that sets no
// limit of its own (sign-in, realtime, an administrator's settings) reads at most 1 MB, and the
// portal's own routes what they take (quiz.pb.js, children.pb.js, accounts.pb.js). The records
// routes keep PocketBase's limit, 32 MB plus what the collection's fields hold: in front of
// PocketBase, which listens on this machine only, the apps' servers and the reverse proxy refuse
// any body larger than its route stores before it is read, and a visitor who has not signed in
// sends 16 KB at most (shared/federation/request-limits.ts, docs/deployment.md).
// $apis.bodyLimit is PocketBase's own Go middleware: no JavaScript runs per request, where a
// JavaScript middleware cost every request 14 to 19% of a list's throughput (docs/capacity.md).
routerUse($apis.bodyLimit(1024 * 1024));

// A batch's requests take the whole batch's headers and then their own (PocketBase's apis/batch.go): a
// request naming a client address of its own (the header the apps' servers write, X-Forwarded-For) would be
// counted by the rate limits as another family, 60 creates per 10 s each. The portal's batches (the question
// importer, a creator's own content) send none, so none is taken. Checked before any request of the batch runs.
onBatchRequest((e) => {
  e.batch.forEach((request) => {
    if (Object.keys(request.headers || {}).length) throw new BadRequestError('The requests of a batch cannot carry headers of their own.');
  });
  e.next();
});
