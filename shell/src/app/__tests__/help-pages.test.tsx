import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { describe, expect, it } from 'vitest';
import { paths } from 'shared';
import { HelpPage } from '../routes/help.tsx';
import { PrivacyPage } from '../routes/privacy.tsx';

function renderPage(page: React.ReactNode) {
  render(<MemoryRouter>{page}</MemoryRouter>);
}

describe('HelpPage', () => {
  it('tells a child what to do when signing in does not work', () => {
    renderPage(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    const child = screen.getByRole('region', { name: 'For children' });
    expect(child).toHaveTextContent(/Ask your parent or teacher for your Student ID/);
    expect(child).toHaveTextContent(/Student tab/);
    expect(child).toHaveTextContent(/Start Revision/);
  });

  it('tells a parent where to reset an access code', () => {
    renderPage(<HelpPage />);
    const parent = screen.getByRole('region', { name: 'For parents' });
    expect(parent).toHaveTextContent(/reset a child's access code/);
    expect(parent).toHaveTextContent(/Children area of your parent dashboard/);
    expect(within(parent).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', paths.privacy);
  });

  it('leads back to the login page', () => {
    renderPage(<HelpPage />);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', paths.login);
  });
});

describe('PrivacyPage', () => {
  it('says what is stored about a child', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const child = screen.getByRole('region', { name: 'What we store about a child' });
    expect(child).toHaveTextContent(/name, school grade and student ID/);
    expect(child).toHaveTextContent(/access code, stored only in a scrambled form/);
    expect(child).toHaveTextContent(/scores/);
  });

  it('says how a parent deletes it', () => {
    renderPage(<PrivacyPage />);
    const deletion = screen.getByRole('region', { name: "How a parent deletes a child's data" });
    expect(deletion).toHaveTextContent(/delete the child/);
    expect(deletion).toHaveTextContent(/every quiz attempt and result/);
  });
});
