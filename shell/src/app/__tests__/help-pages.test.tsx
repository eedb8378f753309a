import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { describe, expect, it } from 'vitest';
import { paths } from 'shared';
import { expectNoAxeViolations } from 'mocks/testing';
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
    expect(child).toHaveTextContent(/Ask your parent or teacher for your login card/);
    expect(child).toHaveTextContent(/Scan the QR code on your card/);
    expect(child).toHaveTextContent(/Student tab/);
    expect(child).toHaveTextContent(/Start Revision/);
    expect(child).toHaveTextContent(/Small or capital letters, spaces or dashes: all work/);
  });

  it('tells a parent where to reset an access code', () => {
    renderPage(<HelpPage />);
    const parent = screen.getByRole('region', { name: 'For parents' });
    expect(parent).toHaveTextContent(/reset a child's access code/);
    expect(parent).toHaveTextContent(/Children area of your parent dashboard/);
    expect(parent).toHaveTextContent(/keep the card like a house key/);
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

  it('says how a parent deletes it, or takes a copy first, with the names of the buttons', () => {
    renderPage(<PrivacyPage />);
    const deletion = screen.getByRole('region', { name: 'How to delete it, or take a copy' });
    expect(deletion).toHaveTextContent(/Children area and press Remove child/);
    expect(deletion).toHaveTextContent(/every quiz attempt and result/);
    expect(deletion).toHaveTextContent(/Settings and use Delete my account/);
    expect(deletion).toHaveTextContent(/Download my family's data/);
  });

  it('says how long each thing is kept', () => {
    renderPage(<PrivacyPage />);
    const keep = within(screen.getByRole('region', { name: 'How long we keep it' }));
    expect(keep.getByText(/until you delete them/)).toBeVisible();
    expect(keep.getByText(/counted for 15 minutes/)).toHaveTextContent(/kept for 30 days/);
    expect(keep.getByText(/technical log/)).toHaveTextContent(/5 days/);
    expect(keep.getByText(/last 7 are kept/)).toHaveTextContent(/gone from every copy after 7 days/);
    const device = within(screen.getByRole('region', { name: 'On your device' }));
    expect(device.getByText(/at most 7 days; logging out removes it/)).toBeVisible();
  });

  it("names the policy's version, which a sign-up records", async () => {
    renderPage(<PrivacyPage />);
    expect(
      screen.getByText(`This version of the policy dates from 6 December 2026. When you sign up, we keep that you agreed to it and when.`),
    ).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
