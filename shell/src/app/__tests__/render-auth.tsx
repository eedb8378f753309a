import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'shared/router';
import { createQueryClient, paths } from 'shared';
import { LoginPage } from '../routes/login.tsx';
import { SignupPage } from '../routes/signup.tsx';

/** Shows where the router ended up, so tests assert the navigation a user would see. */
function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/** The address the router shows, as the address bar would. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return (
    <output hidden data-testid="address">
      {pathname + search + hash}
    </output>
  );
}

/** What the address bar shows now. */
export function address(): string {
  return screen.getByTestId('address').textContent ?? '';
}

/** The shell's sign-in pages with a fresh session store, starting at `entry`. */
export function renderAuth(entry: InitialEntry = paths.login) {
  const user = userEvent.setup();
  render(
    <Provider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[entry]}>
          <Address />
          <Routes>
            <Route path={paths.login} element={<LoginPage />} />
            <Route path={paths.signup} element={<SignupPage />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { user };
}

export function landedOn(path: string) {
  return screen.findByText(`Landed on ${path}`);
}
