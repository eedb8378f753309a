import { describe, expect, it } from 'vitest';
import { antdTestStyles, visibilityRules } from './antd-static-styles.ts';

describe("antd's static styles for the component tests", () => {
  it('keep only what hides an element or refuses a click, inside the at-rules that hold it', () => {
    const css = [
      '.a{color:red;display:none;margin:0}',
      '/* a comment {display:none} */',
      '.b{color:blue}',
      '.c,.d >span{visibility:hidden;opacity:0;pointer-events:none;font:inherit}',
      '@media (max-width:575px){.e{display:block;padding:0}.f{color:red}}',
      '@media print{.g{color:red}}',
      '@keyframes fade{0%{opacity:0}100%{opacity:1}}',
      '.h[title="a{b}"]{DISPLAY:flex}',
    ].join('');
    expect(visibilityRules(css)).toBe(
      '.a{display:none}.c,.d >span{visibility:hidden;opacity:0;pointer-events:none}@media (max-width:575px){.e{display:block}}.h[title="a{b}"]{DISPLAY:flex}',
    );
  });

  it("come from the apps' antd stylesheets: a closed list and a hidden form item are hidden", () => {
    const styles = antdTestStyles();
    expect(styles).toContain('.ant-select-dropdown-hidden{display:none}');
    expect(styles).toMatch(/\.ant-form-item-hidden[^{]*\{display:none\}/);
    expect(styles).not.toMatch(/[{;](color|margin|padding):|@keyframes/);
  });
});
