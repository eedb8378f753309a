import { pb } from 'shared/session';
import { startMockWorker } from './browser.ts';
import { demoLogins, studentSampleFixtures } from './fixtures.ts';

/**
 * The mock backend of a remote running on its own in a dev server, or in a build made with
 * PUBLIC_MOCKS=on (the remote's bootstrap.tsx): MSW with the sample data, signed in as the demo
 * account first when asked, as the shell's login would have.
 */
export async function startMockBackend({ signInAs }: { signInAs?: 'parent' | 'student' } = {}): Promise<void> {
  await startMockWorker(signInAs === 'student' ? studentSampleFixtures : undefined);
  if (signInAs && !pb.authStore.isValid) {
    const demo = demoLogins();
    if (signInAs === 'parent') await pb.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
    else await pb.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  }
}
