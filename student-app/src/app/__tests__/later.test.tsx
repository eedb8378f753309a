import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Later } from 'shared/ui';
import { describe, expect, it } from 'vitest';

// What a screen shows below its first view waits for the first paint (the quiz's panel of question numbers).

describe('Later', () => {
  it('leaves its part out of the first commit and draws it right after, in the same place', async () => {
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
    );
    expect(firstCommit).toEqual(['The questionThe end']);
    expect(await screen.findByText('The numbers')).toBeVisible();
    expect(screen.getByRole('main').textContent).toBe('The questionThe numbersThe end');
  });
});
