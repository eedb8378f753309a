import { describe, expect, it } from 'vitest';
import { SUBJECTS } from './domain/constants.ts';
import {
  darkAntdComponentTokens,
  darkAntdTokens,
  effectiveTheme,
  inSignedInArea,
  otherSubjectColor,
  palettes,
  studentTokens,
  subjectColor,
  subjectColors,
  tokens,
} from './theme.ts';

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;

describe("the student area's colours", () => {
  it.each(SUBJECTS)('%s has a colour readable on white, on its tint, on the page and under white text', (subject) => {
    const { color, tint } = subjectColors[subject];
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(color, tint)).toBeGreaterThanOrEqual(AA);
    expect(contrast(color, tokens.colorBgLayout)).toBeGreaterThanOrEqual(AA);
  });

  it('every subject has its own colour; any other subject gets the primary one', () => {
    expect(new Set(SUBJECTS.map((subject) => subjectColors[subject].color)).size).toBe(SUBJECTS.length);
    expect(subjectColor('Art')).toEqual(otherSubjectColor);
    expect(subjectColor(undefined)).toEqual(otherSubjectColor);
    expect(subjectColor('Science')).toEqual(subjectColors.Science);
    expect(contrast(otherSubjectColor.color, otherSubjectColor.tint)).toBeGreaterThanOrEqual(AA);
  });

  it('the flame reads on its tint and on white', () => {
    expect(contrast(studentTokens.colorFlame, studentTokens.colorFlameTint)).toBeGreaterThanOrEqual(AA);
    expect(contrast(studentTokens.colorFlame, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });
});

/** Text (4.5:1) and the parts of controls and charts (3:1) on what they sit on, in each theme. */
const textPairs = [
  ['--mcq-text', '--mcq-bg'],
  ['--mcq-text', '--mcq-surface'],
  ['--mcq-text', '--mcq-surface-muted'],
  ['--mcq-text-secondary', '--mcq-bg'],
  ['--mcq-text-secondary', '--mcq-surface'],
  ['--mcq-text-secondary', '--mcq-surface-muted'],
  ['--mcq-text-muted', '--mcq-surface'],
  ['--mcq-link', '--mcq-surface'],
  ['--mcq-link', '--mcq-bg'],
  ['--mcq-link', '--mcq-primary-tint-soft'],
  ['--mcq-text', '--mcq-primary-tint-soft'],
  ['--mcq-on-fill', '--mcq-primary'],
  ['--mcq-on-fill', '--mcq-primary-hover'],
  ['--mcq-on-fill', '--mcq-primary-strong'],
  ['--mcq-on-fill', '--mcq-danger-fill'],
  ['--mcq-on-fill', '--mcq-success-fill'],
  ['--mcq-on-primary-tint', '--mcq-primary-tint'],
  ['--mcq-success-text', '--mcq-success-tint'],
  ['--mcq-success-text', '--mcq-surface'],
  ['--mcq-warning-text', '--mcq-warning-tint'],
  ['--mcq-warning-text', '--mcq-surface'],
  ['--mcq-danger-text', '--mcq-danger-tint'],
  ['--mcq-danger-text', '--mcq-surface'],
  ['--mcq-info-text', '--mcq-info-tint'],
  ['--mcq-info-text', '--mcq-surface'],
  ['--mcq-attention-text', '--mcq-attention-tint'],
  ['--kid-flame', '--kid-flame-tint'],
  ['--kid-flame', '--mcq-surface'],
  ['--mcq-on-band', '--mcq-band'],
  ['--mcq-on-band', '--mcq-band-strong'],
  ['--mcq-band', '--mcq-on-band'],
] as const;

const partPairs = [
  ['--mcq-focus', '--mcq-bg'],
  ['--mcq-focus', '--mcq-surface'],
  ['--mcq-focus-ring', '--mcq-bg'],
  ['--mcq-focus-ring', '--mcq-surface'],
  ['--mcq-border-input', '--mcq-surface'],
  ['--mcq-accent', '--mcq-surface'],
  ['--mcq-chart-primary', '--mcq-surface'],
  ['--mcq-chart-success', '--mcq-surface'],
  ['--mcq-chart-info', '--mcq-surface'],
  ['--mcq-chart-warning', '--mcq-surface'],
  ['--mcq-chart-danger', '--mcq-surface'],
  ['--mcq-chart-neutral', '--mcq-surface'],
] as const;

describe.each(['light', 'dark'] as const)('the %s palette', (theme) => {
  const palette = palettes[theme];

  it.each(textPairs)('%s reads on %s (AA)', (text, background) => {
    expect(contrast(palette[text], palette[background])).toBeGreaterThanOrEqual(AA);
  });

  it.each(partPairs)('%s stands out from %s (3:1)', (part, background) => {
    expect(contrast(palette[part], palette[background])).toBeGreaterThanOrEqual(3);
  });
});

describe("antd's dark tokens", () => {
  it.each([
    ['colorText', 'colorBgContainer'],
    ['colorText', 'colorBgLayout'],
    ['colorTextSecondary', 'colorBgContainer'],
    ['colorTextPlaceholder', 'colorBgContainer'],
    ['colorLink', 'colorBgContainer'],
    ['colorLink', 'colorBgLayout'],
    ['colorTextLightSolid', 'colorPrimary'],
    ['colorTextLightSolid', 'colorPrimaryHover'],
    ['colorTextLightSolid', 'colorPrimaryActive'],
    ['colorTextLightSolid', 'colorError'],
    ['colorErrorText', 'colorBgContainer'],
    ['colorErrorHover', 'colorBgContainer'],
    ['colorTextLightSolid', 'colorSuccess'],
    ['colorPrimary', 'colorBgContainer'],
  ] as const)('%s reads on %s (AA)', (text, background) => {
    expect(contrast(darkAntdTokens[text], darkAntdTokens[background])).toBeGreaterThanOrEqual(AA);
  });
});

describe("antd's dark component tokens", () => {
  it.each([
    ['Button', darkAntdComponentTokens.Button.colorError],
    ['Button hovered', darkAntdComponentTokens.Button.colorErrorHover],
    ['Form', darkAntdComponentTokens.Form.colorError],
  ])("%s's error colour reads on a dark card (AA)", (_name, colour) => {
    expect(contrast(colour, darkAntdTokens.colorBgContainer)).toBeGreaterThanOrEqual(AA);
    expect(contrast(colour, darkAntdTokens.colorBgLayout)).toBeGreaterThanOrEqual(AA);
  });
});

describe('the theme shown', () => {
  it("is the account's choice; until it chooses, the device's", () => {
    expect(effectiveTheme('dark', false)).toBe('dark');
    expect(effectiveTheme('light', true)).toBe('light');
    expect(effectiveTheme(undefined, true)).toBe('dark');
    expect(effectiveTheme(undefined, false)).toBe('light');
    expect(effectiveTheme('purple', true)).toBe('dark');
  });

  it('applies in the signed-in areas only', () => {
    expect(inSignedInArea('/parent-dashboard')).toBe(true);
    expect(inSignedInArea('/quiz/abc')).toBe(true);
    expect(inSignedInArea('/content-creator-dashboard')).toBe(true);
    expect(inSignedInArea('/')).toBe(false);
    expect(inSignedInArea('/login')).toBe(false);
    expect(inSignedInArea('/creator-login')).toBe(false);
    expect(inSignedInArea('/help')).toBe(false);
  });
});
