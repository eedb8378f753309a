/// <reference path="../pb_data/types.d.ts" />
// A parent's consent at sign-up (backend/src/accounts/accounts.ts): when they agreed, and to which version of the
// Privacy Policy (shared/src/domain/account.ts, PRIVACY_POLICY_VERSION). Written by the sign-up only; a
// parent reads their own and cannot change it (src/accounts/accounts.ts, checkOwnUpdate). Parents who signed up before
// have none.
migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.fields.add(new DateField({ name: 'consent_at' }));
    parents.fields.add(new TextField({ name: 'consent_policy', max: 20 }));
    app.save(parents);
  },
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.fields.removeByName('consent_at');
    parents.fields.removeByName('consent_policy');
    app.save(parents);
  },
);
