import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from 'shared';
import { LandingPage } from '../routes/landing.tsx';

// The landing page renders without a router (see bootstrap.tsx): its links are plain links,
// followed for real by the end-to-end tests.
function renderLanding() {
  const user = userEvent.setup();
  render(<LandingPage />);
  return { user };
}

describe('LandingPage', () => {
  it('has a banner with the main navigation, a main region and a footer', () => {
    renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual(expect.arrayContaining(['Home', 'Features', 'Subjects', 'About', 'Get Started']));
  });

  it('makes each nav link jump to a section that exists', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Features', 'Subjects', 'About']) {
      const target = within(nav).getByRole('link', { name }).getAttribute('href') ?? '';
      expect(target).toMatch(/^#/);
      const section = document.getElementById(target.slice(1));
      expect(section?.tagName, `${name} -> ${target}`).toBe('SECTION');
    }
  });

  it('promises the four features of SPEC.md', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Everything your child needs to revise' });
    for (const feature of ['Interactive multiple-choice questions', 'Parent dashboard', 'Kid-friendly interface', 'Progress tracking']) {
      expect(within(features).getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(features).toHaveTextContent(/points and achievements/);
  });

  it('lists the six subjects', () => {
    renderLanding();
    const subjects = screen.getByRole('region', { name: 'Subjects' });
    expect(
      within(subjects)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Mathematics', 'English', 'Science', 'History', 'Geography', 'Art']);
  });

  it('shows the stats: 500+ practice questions, 10+ subject areas, 24/7', () => {
    renderLanding();
    const stats = screen.getByRole('region', { name: 'The portal in numbers' });
    const terms = within(stats)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(stats)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Practice Questions', 'Subject Areas', 'Available']);
    expect(values).toEqual(['500+', '10+', '24/7']);
  });

  it('explains the three steps in order', () => {
    renderLanding();
    const how = screen.getByRole('region', { name: 'How It Works' });
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Sign up and add your children', 'Create assignments', 'Track progress']);
    expect(how).toHaveTextContent(/question bank/);
  });

  it("sends 'Get Started' and 'Start Learning Today' to /login", () => {
    renderLanding();
    const links = [...screen.getAllByRole('link', { name: 'Get Started' }), screen.getByRole('link', { name: 'Start Learning Today' })];
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', paths.login);
  });

  it('links the Help Center and the Privacy Policy from the footer', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', paths.help);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.privacy);
  });

  it('lets a keyboard user skip straight to the content', async () => {
    const { user } = renderLanding();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
});
