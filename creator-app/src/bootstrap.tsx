import { runAlone } from 'shared/ui/standalone';
import Routes from './app/routes.tsx';

// Running on its own (not inside the shell): on the backend at this origin's /api. A dev server, or a
// build made with PUBLIC_MOCKS=on, starts the mock backend (MSW, the sample data) first; any other
// build leaves it out, since this branch is dropped when the value is known at build time.
async function start() {
  if (import.meta.env.PUBLIC_MOCKS === 'on') {
    const { startMockBackend } = await import('mocks/standalone');
    await startMockBackend();
  }
  runAlone(Routes);
}

void start();
