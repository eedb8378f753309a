/// <reference path="../pb_data/types.d.ts" />
// A parent's account emails (docs/product.md, "Accounts a family expects"): PocketBase's own verification and password-reset emails, with
// links to the portal's screens (/verify-email, /reset-password; {APP_URL} is PORTAL_URL, src/deployment.ts)
// instead of PocketBase's dashboard, greeting nobody by name (the name of an account not verified yet is
// anyone's words). Asking for either is limited per network by the rule `parents:accountEmails` (which
// PocketBase never matches itself: pb_hooks/lockout.pb.js applies it with src/accounts/account-emails.ts, and a day's limit per account).
// PocketBase's own "sign-in from a new location" email is off for every account: anyone could sign up
// with someone's address and send it, with their own words in it, at each sign-in.
const frame = (heading, text, button, link) =>
  '<p style="font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#1f2937">Hello,</p>' +
  `<p style="font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#1f2937">${text}</p>` +
  `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;text-decoration:none">${button}</a></p>` +
  `<p style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#4b5563">Or open this address: ${link}</p>` +
  `<p style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#4b5563">${heading}</p>`;

const LIMITS = [{ label: 'parents:accountEmails', maxRequests: 5, duration: 600, audience: '' }];

migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.verificationTemplate.subject = 'Please verify your email for {APP_NAME}';
    parents.verificationTemplate.body = frame(
      'If you did not sign up, you can ignore this email.',
      'Thank you for joining {APP_NAME}. Press the button to verify your email address, so that we can tell you how your children are doing.',
      'Verify my email',
      '{APP_URL}/verify-email?token={TOKEN}',
    );
    parents.resetPasswordTemplate.subject = 'Choose a new password for {APP_NAME}';
    parents.resetPasswordTemplate.body = frame(
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      'Someone (we hope you) asked to choose a new password for your account. The link works for 30 minutes.',
      'Choose a new password',
      '{APP_URL}/reset-password?token={TOKEN}',
    );
    app.save(parents);
    for (const name of ['parents', 'students', 'creators']) {
      const accounts = app.findCollectionByNameOrId(name);
      accounts.authAlert.enabled = false;
      app.save(accounts);
    }

    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => !LIMITS.some((limit) => limit.label === rule.label))
      .map((rule) => ({ label: rule.label, maxRequests: rule.maxRequests, duration: rule.duration, audience: rule.audience }))
      .concat(LIMITS);
    app.save(settings);
  },
  (app) => {
    for (const name of ['parents', 'students', 'creators']) {
      const accounts = app.findCollectionByNameOrId(name);
      accounts.authAlert.enabled = true;
      app.save(accounts);
    }
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => !LIMITS.some((limit) => limit.label === rule.label))
      .map((rule) => ({ label: rule.label, maxRequests: rule.maxRequests, duration: rule.duration, audience: rule.audience }));
    app.save(settings);
  },
);
