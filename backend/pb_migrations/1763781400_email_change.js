/// <reference path="../pb_data/types.d.ts" />
// A parent changes their email from Settings (docs/product.md, "Accounts a family expects"): PocketBase's own request-email-change sends this
// email to the NEW address, with a link to the portal's screen (/confirm-email-change), where the parent
// confirms with their password. Asking is limited like the other account emails (pb_hooks/lockout.pb.js,
// src/accounts/account-emails.ts). Greets nobody by name, as the others.
const frame = (heading, text, button, link) =>
  '<p style="font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#1f2937">Hello,</p>' +
  `<p style="font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#1f2937">${text}</p>` +
  `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;text-decoration:none">${button}</a></p>` +
  `<p style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#4b5563">Or open this address: ${link}</p>` +
  `<p style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#4b5563">${heading}</p>`;

migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.confirmEmailChangeTemplate.subject = 'Confirm your new email for {APP_NAME}';
    parents.confirmEmailChangeTemplate.body = frame(
      'If you did not ask for this, you can ignore this email: nothing changes.',
      'Someone (we hope you) asked to use this address for their {APP_NAME} account. Press the button and type your password to confirm it.',
      'Confirm my new email',
      '{APP_URL}/confirm-email-change?token={TOKEN}',
    );
    app.save(parents);
  },
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    parents.confirmEmailChangeTemplate.subject = 'Confirm your {APP_NAME} new email address';
    parents.confirmEmailChangeTemplate.body =
      '<p>Hello,</p>\n<p>Click on the button below to confirm your new email address.</p>\n<p>\n  <a class="btn" href="{APP_URL}/_/#/auth/confirm-email-change/{TOKEN}" target="_blank" rel="noopener">Confirm new email</a>\n</p>\n<p><i>If you didn\'t ask to change your email address, you can ignore this email.</i></p>\n<p>\n  Thanks,<br/>\n  {APP_NAME} team\n</p>';
    app.save(parents);
  },
);
