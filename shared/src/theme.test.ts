import { describe, expect, it } from 'vitest';
import { SUBJECTS } from './domain/constants.ts';
import { otherSubjectColor, studentTokens, subjectColor, subjectColors, tokens } from './theme.ts';

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
