import { describe, expect, it } from 'vitest';
import { completionEmail } from './emails.ts';

const links = { portal: 'https://portal.example/parent-dashboard', unsubscribe: 'https://portal.example/unsubscribe?token=a%2Bb' };

describe('completionEmail', () => {
  it('names the child and the quiz, with its score and points, in HTML and in text alike', () => {
    const email = completionEmail('Emma', [{ title: 'Fractions', score: 80, points: 120 }], links);
    expect(email.subject).toBe('Emma finished "Fractions"');
    expect(email.text).toBe(
      'Emma finished "Fractions"\n\n- "Fractions": 80%, 120 points\n\nOpen MCQ Revision for Primary School: https://portal.example/parent-dashboard\n\n--\nYou get this email because email notifications are on for your account.\nStop these emails (one click, no sign-in needed): https://portal.example/unsubscribe?token=a%2Bb\n',
    );
    expect(email.html).toContain('<li>&#34;Fractions&#34;: 80%, 120 points</li>');
    expect(email.html).toContain('<a href="https://portal.example/unsubscribe?token=a%2Bb"');
    expect(email.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it('gathers several quizzes, and keeps markup in names and titles as text', () => {
    const email = completionEmail('<b>Leo</b>', [
      { title: 'Maths & <i>more</i>', score: 100, points: 200 },
      { title: 'Spelling', score: 0, points: 0 },
    ], links);
    expect(email.subject).toBe('<b>Leo</b> finished 2 quizzes');
    expect(email.html).not.toMatch(/<b>|<i>/);
    expect(email.html).toContain('&#60;b&#62;Leo&#60;/b&#62; finished 2 quizzes');
    expect(email.text).toContain('- "Maths & <i>more</i>": 100%, 200 points\n- "Spelling": 0%, 0 points');
  });
});
