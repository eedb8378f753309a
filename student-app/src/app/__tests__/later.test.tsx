import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Later } from 'shared/ui';
import { afterEach, describe, expect, it } from 'vitest';

// What a screen shows below its first view waits for the first paint (the quiz's panel of question numbers).

afterEach(() => document.getElementById('root')?.remove());

/** A screen with a part in sight and a part drawn later; `firstCommit` holds the page's text at its first commit. */
function renderScreen(container?: HTMLElement) {
  const firstCommit: string[] = [];
  function InSight() {
    useLayoutEffect(() => {
      firstCommit.push(document.body.textContent ?? '');
    }, []);
    return <p>The question</p>;
  }
  render(
    <main>
      <InSight />
      <Later>
        <p>The numbers</p>
      </Later>
      <p>The end</p>
    </main>,
    container ? { container } : undefined,
  );
  return firstCommit;
}

describe('Later', () => {
  it('leaves its part out of the first commit and draws it right after, in the same place', async () => {
    expect(renderScreen()).toEqual(['The questionThe end']);
    expect(await screen.findByText('The numbers')).toBeVisible();
    expect(screen.getByRole('main').textContent).toBe('The questionThe numbersThe end');
  });

  it("draws its part in the first commit behind a return visit's last screen, which had it and must not move", () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-behind-last-screen', '');
    document.body.append(root);
    expect(renderScreen(root)).toEqual(['The questionThe numbersThe end']);
  });
});
