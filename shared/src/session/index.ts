// The one part of `shared` that is a federation singleton: the PocketBase client and the
// session atoms must be one object in the shell and every remote at run time. It holds no
// texts and no rules, so a remote shipped alone never depends on the shell's wording.
// Everything else in `shared` is bundled by each app.
export * from './client.ts';
export * from './session.ts';
export * from './account-storage.ts';
