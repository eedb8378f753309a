// What global-setup.ts hands every test file (server.ts), and the environment of every test PocketBase.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder each test file's PocketBase starts from a copy of: migrated, relaxed for testing, seeded. */
    pbTemplate: string;
    superuser: { email: string; password: string };
    parentB: { id: string; email: string; password: string };
    studentB: { id: string; studentId: string; accessCode: string };
  }
}

/** Its mail goes to the catcher listening on `smtpPort`; the links in it lead to portal.test. */
export function testServerEnv(smtpPort: number): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    PORTAL_URL: 'http://portal.test',
    MAIL_SENDER_ADDRESS: 'hello@portal.test',
    // A weekly summary refused by the mail server is tried again after 2 s, 4, 8 and 16 (15 minutes, 30, ... deployed).
    WEEKLY_SUMMARY_RETRY_SECONDS: '2',
  };
}
