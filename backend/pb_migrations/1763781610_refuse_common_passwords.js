/// <reference path="../pb_data/types.d.ts" />
// New passwords are checked against a list of common and breached passwords (backend/src/accounts/accounts.ts): the
// list of @zxcvbn-ts/language-common (about 49,000, from breach corpora; MIT), of which those a password may be
// (8 to 71 bytes: about 18,000), in small letters, so that `Password1` is refused as `password1` is. Kept as a
// plain table read by its primary key: one lookup per new password, and nothing held in each of the hooks'
// JavaScript engines (the list as JSON is 487 KB; the table adds 256 KB to a fresh database).
const MIN_LENGTH = 8;
const MAX_BYTES = 71;
const ROWS_PER_INSERT = 500;

migrate(
  (app) => {
    const list = require(`${__hooks}/../node_modules/@zxcvbn-ts/language-common/src/passwords.json`);
    const kept = new Set();
    for (const password of list) {
      const lower = String(password).toLowerCase();
      if (lower.length >= MIN_LENGTH && unescape(encodeURIComponent(lower)).length <= MAX_BYTES) kept.add(lower);
    }
    app.db().newQuery('CREATE TABLE common_passwords (password TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID').execute();
    const passwords = Array.from(kept);
    for (let start = 0; start < passwords.length; start += ROWS_PER_INSERT) {
      const chunk = passwords.slice(start, start + ROWS_PER_INSERT);
      const params = {};
      const rows = chunk.map((password, i) => {
        params['p' + i] = password;
        return '({:p' + i + '})';
      });
      app
        .db()
        .newQuery('INSERT INTO common_passwords (password) VALUES ' + rows.join(', '))
        .bind(params)
        .execute();
    }
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS common_passwords').execute();
  },
);
