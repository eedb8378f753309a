import { expect, test } from '@playwright/test';
import { tokens } from 'shared/content';
import { expectNoAxeViolations } from '../support/axe.ts';

test.describe('landing page', () => {
  test("wears the portal's design tokens, opened directly or reached from another page", async ({ page }) => {
    const styleOf = () =>
      page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--mcq-primary').trim(),
        font: getComputedStyle(document.body).fontFamily,
        ctaBackground: getComputedStyle(document.querySelector('main a[href="/login"]') ?? document.body).backgroundColor,
      }));
    for (const start of ['/', '/no-such-page']) {
      await page.goto(start);
      if (start !== '/') await page.getByRole('link', { name: 'Go to the home page' }).click();
      // The not-found page has a heading of its own: wait for the landing page's, and for its call to action.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#landing-hero-title')).toBeVisible();
      await expect(page.locator('main a[href="/login"]').first()).toBeVisible();
      const style = await styleOf();
      expect(style.primary).toBe(tokens.colorPrimary);
      expect(style.font).toContain('system-ui');
      expect(style.ctaBackground).not.toBe('rgba(0, 0, 0, 0)');
    }
  });

  test('is served prerendered at / only, as the sign-in is at /login only: a deep link gets the app page without either', async ({
    request,
  }) => {
    const page = async (path: string) => {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      return response.text();
    };
    const landing = await page('/');
    expect(landing).toContain('How It Works');
    expect(landing).not.toContain('Login as Parent');
    const login = await page('/login');
    expect(login).toContain('Login as Parent');
    expect(login).not.toContain('How It Works');
    for (const path of ['/signup', '/parent-dashboard', '/quiz/abc']) {
      const html = await page(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('How It Works');
      expect(html).not.toContain('Login as Parent');
    }
  });

  test('shows every section with the texts of SPEC.md', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const subject of ['Mathematics', 'English', 'Science', 'History', 'Geography', 'Art']) {
      await expect(page.getByRole('region', { name: 'Subjects' }).getByRole('heading', { name: subject })).toBeVisible();
    }
    const stats = page.getByRole('region', { name: 'The portal in numbers' });
    await expect(stats).toContainText('500+');
    await expect(stats).toContainText('Practice Questions');
    await expect(stats).toContainText('10+');
    await expect(stats).toContainText('Subject Areas');
    await expect(stats).toContainText('24/7');
    await expect(page.getByRole('region', { name: 'How It Works' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test("'Get Started' and 'Start Learning Today' open /login", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login as Parent' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Start Learning Today' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('nav links scroll to their sections', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Subjects' }).click();
    await expect(page).toHaveURL(/#subjects$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Subjects' })).toBeInViewport();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('the footer opens the Help Center and the Privacy Policy', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();

    await page.goto('/');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { name: 'What we store about a child' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to delete it, or take a copy' })).toBeVisible();
  });

  test('asks for nothing it does not use: not where the remotes live', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(asked).toContain('/');
    expect(asked).not.toContain('/remotes.json');
  });

  test('loads no antd', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    // antd's CSS-in-JS marks every style it injects; no loaded script may carry it.
    expect(scripts.filter((source) => source.includes('data-rc-order'))).toHaveLength(0);
    await expect(page.locator('[class*="ant-"], style[data-rc-order]')).toHaveCount(0);
  });

  for (const width of [1280, 360]) {
    test(`subject names stay whole at ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const subjects = page.getByRole('region', { name: 'Subjects', exact: true }).getByRole('heading', { level: 3 });
      await expect(subjects).toHaveCount(6);
      // A name on one line is drawn as one box; a name broken inside ("Mathemat/ics") as two.
      const lines = await subjects.evaluateAll((headings) =>
        headings.map((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          return [heading.textContent, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size];
        }),
      );
      expect(lines).toEqual(['Mathematics', 'English', 'Science', 'History', 'Geography', 'Art'].map((name) => [name, 1]));
    });
  }

  test('works at 360 px wide without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // The header takes two rows (brand and Get Started, then the links), not three.
    const brand = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /MCQ Revision/ })
      .boundingBox();
    const getStarted = await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).boundingBox();
    expect(Math.abs((brand?.y ?? 0) - (getStarted?.y ?? 100)), 'Get Started beside the brand').toBeLessThan(20);
    expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(120);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Everything your child needs to revise' })).toBeInViewport();
    await page.getByRole('link', { name: 'Start Learning Today' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows keyboard focus and lets a keyboard user reach the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});
