import { startStandalone } from 'mocks/standalone';
import Routes from './app/routes.tsx';

// Running on its own (not inside the shell): mock data unless PUBLIC_MOCKS=off.
void startStandalone({ routes: Routes, mocks: import.meta.env.PUBLIC_MOCKS !== 'off', signInAs: 'student' });
