// What the environment decides at every start (docs/deployment.md): the superuser, whose
// password reaches PocketBase through its environment and never through a command line; the
// proxy header that carries the client's address, for the rate limiter; the nightly backup; the SMTP
// server and sender of the emails to parents (when SMTP_HOST is given: otherwise the settings stay as
// the dashboard left them).
const DEFAULT_BACKUP_CRON = '0 3 * * *';
const DEFAULT_BACKUP_KEEP = 7;
const APP_NAME = 'MCQ Revision for Primary School';

export function ensureSuperuser(app: core.App): void {
  const email = $os.getenv('PB_SUPERUSER_EMAIL');
  const password = $os.getenv('PB_SUPERUSER_PASSWORD');
  if (!email || !password) return;
  const superusers = app.findCollectionByNameOrId('_superusers');
  let superuser: core.Record;
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

function env(name: string): string {
  return String($os.getenv(name) || '').trim();
}

export function applySettings(app: core.App): void {
  const settings = app.settings();
  const headers = env('TRUSTED_PROXY_HEADER')
    .split(',')
    .map((header) => header.trim())
    .filter(Boolean);
  const cron = env('BACKUP_CRON') || DEFAULT_BACKUP_CRON;
  const keep = parseInt(env('BACKUP_KEEP'), 10) || DEFAULT_BACKUP_KEEP;
  const wanted = { headers, cron: cron === 'off' ? '' : cron, keep };
  const current = { headers: settings.trustedProxy.headers || [], cron: settings.backups.cron, keep: settings.backups.cronMaxKeep };
  const mail = mailSettings(settings);
  // The portal's name and address, for PocketBase's own emails ({APP_NAME}, {APP_URL}: verification, password reset).
  const portal = { name: APP_NAME, url: (env('PORTAL_URL') || settings.meta.appURL).replace(/\/+$/, '') };
  const sameApp = settings.meta.appName === portal.name && settings.meta.appURL === portal.url;
  if (JSON.stringify(wanted) === JSON.stringify(current) && !mail && sameApp) return;
  settings.meta.appName = portal.name;
  settings.meta.appURL = portal.url;
  // The proxy appends the address it saw: the rightmost one is the one a client cannot forge.
  settings.trustedProxy.headers = wanted.headers;
  settings.trustedProxy.useLeftmostIP = false;
  settings.backups.cron = wanted.cron;
  settings.backups.cronMaxKeep = wanted.keep;
  if (mail) {
    settings.smtp.enabled = true;
    settings.smtp.host = mail.host;
    settings.smtp.port = mail.port;
    settings.smtp.username = mail.username;
    settings.smtp.password = mail.password;
    settings.smtp.tls = mail.tls;
    settings.meta.senderAddress = mail.senderAddress;
    settings.meta.senderName = mail.senderName;
  }
  app.save(settings);
}

/** The mailer's settings from the environment, or null when SMTP_HOST is not given or they are already so. */
function mailSettings(settings: core.Settings) {
  const host = env('SMTP_HOST');
  if (!host) return null;
  const wanted = {
    host,
    port: parseInt(env('SMTP_PORT'), 10) || 587,
    username: env('SMTP_USERNAME'),
    password: String($os.getenv('SMTP_PASSWORD') || ''),
    // true: TLS from the first byte (port 465); false: STARTTLS when the server offers it.
    tls: env('SMTP_TLS') === 'true',
    senderAddress: env('MAIL_SENDER_ADDRESS') || settings.meta.senderAddress || 'noreply@example.com',
    senderName: env('MAIL_SENDER_NAME') || APP_NAME,
  };
  const s = settings.smtp;
  const same =
    s.enabled &&
    s.host === wanted.host &&
    s.port === wanted.port &&
    s.username === wanted.username &&
    s.password === wanted.password &&
    s.tls === wanted.tls;
  return same && settings.meta.senderAddress === wanted.senderAddress && settings.meta.senderName === wanted.senderName ? null : wanted;
}
