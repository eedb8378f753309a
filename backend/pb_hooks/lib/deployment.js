/// <reference path="../../pb_data/types.d.ts" />
// What the environment decides at every start (docs/deployment.md): the superuser, whose
// password reaches PocketBase through its environment and never through a command line; the
// proxy header that carries the client's address, for the rate limiter; the nightly backup.
const DEFAULT_BACKUP_CRON = '0 3 * * *';
const DEFAULT_BACKUP_KEEP = 7;

/** @param {core.App} app */
function ensureSuperuser(app) {
  const email = $os.getenv('PB_SUPERUSER_EMAIL');
  const password = $os.getenv('PB_SUPERUSER_PASSWORD');
  if (!email || !password) return;
  const superusers = app.findCollectionByNameOrId('_superusers');
  let superuser = null;
  try {
    superuser = app.findAuthRecordByEmail(superusers, email);
  } catch {
    superuser = new Record(superusers);
    superuser.setEmail(email);
  }
  // Setting the same password again would end the superuser's sessions at every start.
  if (!superuser.isNew() && superuser.validatePassword(password)) return;
  superuser.setPassword(password);
  app.save(superuser);
}

/** @param {string} name @returns {string} */
function env(name) {
  return String($os.getenv(name) || '').trim();
}

/** @param {core.App} app */
function applySettings(app) {
  const settings = app.settings();
  const headers = env('TRUSTED_PROXY_HEADER')
    .split(',')
    .map(function (header) {
      return header.trim();
    })
    .filter(Boolean);
  const cron = env('BACKUP_CRON') || DEFAULT_BACKUP_CRON;
  const keep = parseInt(env('BACKUP_KEEP'), 10) || DEFAULT_BACKUP_KEEP;
  const wanted = { headers: headers, cron: cron === 'off' ? '' : cron, keep: keep };
  const current = { headers: settings.trustedProxy.headers || [], cron: settings.backups.cron, keep: settings.backups.cronMaxKeep };
  if (JSON.stringify(wanted) === JSON.stringify(current)) return;
  // The proxy appends the address it saw: the rightmost one is the one a client cannot forge.
  settings.trustedProxy.headers = wanted.headers;
  settings.trustedProxy.useLeftmostIP = false;
  settings.backups.cron = wanted.cron;
  settings.backups.cronMaxKeep = wanted.keep;
  app.save(settings);
}

module.exports = { ensureSuperuser, applySettings };
