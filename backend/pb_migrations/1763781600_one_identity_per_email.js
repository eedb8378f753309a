/// <reference path="../pb_data/types.d.ts" />
// An email is one identity whatever its case (backend/src/sign-in-forms.ts). Before this, `PARENT@EXAMPLE.COM`
// could sign up beside `parent@example.com`, and its sign-ins cleared the real account's lockout count.
//
// For parents and creators: accounts whose emails differ only in case ("case twins") keep one address: the
// verified one, else the oldest; each other twin gets an address that delivers nowhere
// (`case-twin-<id>@example.invalid`), its sessions end, and the migration prints what it did, so that an
// administrator can give a real owner their account back by hand. Then every email is stored in small
// letters, and the email's unique index compares without case (`COLLATE NOCASE`), which PocketBase's sign-in,
// password reset, verification and email change read to look an address up in any case.
const COLLECTIONS = ['parents', 'creators'];

/** @param {core.Collection} collection @returns {string | undefined} the name of the email's unique index */
function emailIndexName(collection) {
  for (const index of collection.indexes) {
    const found = /^CREATE UNIQUE INDEX `?([^`\s]+)`? ON `?[^`\s]+`? \(`?email`?( COLLATE NOCASE)?\)/i.exec(index);
    if (found) return found[1];
  }
  return undefined;
}

/** @param {core.App} app @param {string} name @param {boolean} nocase */
function setEmailIndex(app, name, nocase) {
  const collection = app.findCollectionByNameOrId(name);
  const index = emailIndexName(collection) || 'idx_email_' + collection.id;
  collection.removeIndex(index);
  collection.addIndex(index, true, nocase ? '`email` COLLATE NOCASE' : '`email`', "`email` != ''");
  app.save(collection);
}

migrate(
  (app) => {
    const said = [];
    for (const name of COLLECTIONS) {
      const rows = arrayOf(new DynamicModel({ id: '', email: '', verified: false, created: '' }));
      app
        .db()
        .newQuery('SELECT id, email, verified, created FROM ' + name + " WHERE email != '' ORDER BY created, id")
        .all(rows);
      const byEmail = new Map();
      for (const row of rows) {
        const email = row.email.trim().toLowerCase();
        if (!byEmail.has(email)) byEmail.set(email, []);
        byEmail.get(email).push(row);
      }
      for (const [email, twins] of byEmail) {
        // The verified one, else the oldest (the rows come oldest first).
        const kept = twins.find((row) => row.verified) || twins[0];
        for (const twin of twins) {
          if (twin === kept) continue;
          const record = app.findRecordById(name, twin.id);
          const moved = 'case-twin-' + twin.id + '@example.invalid';
          record.setEmail(moved);
          record.setVerified(false);
          record.refreshTokenKey();
          app.saveNoValidate(record);
          said.push(name + ' ' + twin.id + ' (' + twin.email + ') is now ' + moved + ': ' + kept.id + ' keeps ' + email);
        }
        if (kept.email !== email) {
          app
            .db()
            .newQuery('UPDATE ' + name + ' SET email = {:email} WHERE id = {:id}')
            .bind({ email: email, id: kept.id })
            .execute();
        }
      }
      setEmailIndex(app, name, true);
    }
    const summary = said.length
      ? 'One identity per email: ' + said.length + ' case twin(s) moved aside. ' + said.join('; ')
      : 'One identity per email: no case twins found; every email is now stored in small letters.';
    console.log(summary);
    if (said.length) app.logger().warn(summary);
  },
  (app) => {
    // The addresses stay in small letters and the twins where they were moved: only the comparison goes back.
    for (const name of COLLECTIONS) setEmailIndex(app, name, false);
  },
);
