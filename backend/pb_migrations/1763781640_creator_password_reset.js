/// <reference path="../pb_data/types.d.ts" />
// An author who forgot their password asks for a link as a parent does (the shell's /forgot-password, opened
// from the creator sign-in with `?account=creators`): the same email as the parents' (1763781380), its link
// naming the creators' account so that the portal's /reset-password sets the password there. Asking is limited
// as for parents (pb_hooks/lockout.pb.js), and the new password is checked as at sign-up (src/accounts/accounts.ts).
const PARENTS_LINK = '{APP_URL}/reset-password?token={TOKEN}';
const CREATORS_LINK = '{APP_URL}/reset-password?token={TOKEN}&amp;account=creators';

migrate(
  (app) => {
    const parents = app.findCollectionByNameOrId('parents');
    const creators = app.findCollectionByNameOrId('creators');
    creators.resetPasswordTemplate.subject = parents.resetPasswordTemplate.subject;
    creators.resetPasswordTemplate.body = parents.resetPasswordTemplate.body.split(PARENTS_LINK).join(CREATORS_LINK);
    app.save(creators);
  },
  (app) => {
    const creators = app.findCollectionByNameOrId('creators');
    creators.resetPasswordTemplate.subject = 'Reset your {APP_NAME} password';
    creators.resetPasswordTemplate.body =
      '<p>Hello,</p>\n<p>Click on the button below to reset your password.</p>\n<p>\n  <a class="btn" href="{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}" target="_blank" rel="noopener">Reset password</a>\n</p>\n<p><i>If you didn\'t ask to reset your password, you can ignore this email.</i></p>\n<p>\n  Thanks,<br/>\n  {APP_NAME} team\n</p>';
    app.save(creators);
  },
);
