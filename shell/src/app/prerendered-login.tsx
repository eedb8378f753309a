import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'shared/router';
import { createQueryClient, paths } from 'shared';
import { LoginPage } from './routes/login.tsx';

/** The sign-in as scripts/prerender.mjs writes it into the build: signed out, nothing typed, no demo accounts yet. */
export function PrerenderedLogin() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[paths.login]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
}
