import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails with axe's list of WCAG A and AA violations on the page as rendered (jsdom computes no
 * colours, so contrast is held by the tokens' own test and the end-to-end axe checks).
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const { violations } = await axe.run(root, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
