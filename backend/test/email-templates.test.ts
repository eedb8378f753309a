import { describe, expect, it } from 'vitest';
import { childWeek, completionEmail, weeklySummaryEmail } from '../src/emails/templates.ts';
import type { NextStep } from '../src/domain.ts';

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
    const email = completionEmail(
      '<b>Leo</b>',
      [
        { title: 'Maths & <i>more</i>', score: 100, points: 200 },
        { title: 'Spelling', score: 0, points: 0 },
      ],
      links,
    );
    expect(email.subject).toBe('<b>Leo</b> finished 2 quizzes');
    expect(email.html).not.toMatch(/<b>|<i>/);
    expect(email.html).toContain('&#60;b&#62;Leo&#60;/b&#62; finished 2 quizzes');
    expect(email.text).toContain('- "Maths & <i>more</i>": 100%, 200 points\n- "Spelling": 0%, 0 points');
  });

  it('says what a retake added to the points: only what beats the best try before it', () => {
    const email = completionEmail(
      'Mia',
      [
        { title: 'Fractions', score: 90, points: 20, retake: true },
        { title: 'Spelling', score: 50, points: 0, retake: true },
      ],
      links,
    );
    expect(email.text).toContain(
      '- "Fractions": 90% on another try, 20 more points\n- "Spelling": 50% on another try, no new points (each quiz counts once, at its best)',
    );
  });
});

describe('childWeek and the weekly summary', () => {
  const DAY = 24 * 3600 * 1000;
  const now = Date.parse('2026-11-22T18:00:00Z');
  const at = (days: number) => new Date(now + days * DAY).toISOString().replace('T', ' ');
  const child = { id: 'c1', name: 'Emma' };
  const assignments = [
    { id: 'a1', title: 'Fractions', subject: 'Mathematics', dueDate: at(-3), assigned_students: ['c1'] },
    { id: 'a2', title: 'Plants', subject: 'Science', dueDate: at(-2), assigned_students: ['c1'] },
    { id: 'a3', title: 'Spelling', subject: 'English', dueDate: at(2), assigned_students: ['c1'] },
    { id: 'a4', title: 'Rivers', subject: 'Geography', dueDate: at(9), assigned_students: ['c1'] },
    { id: 'a5', title: 'Not hers', subject: 'History', dueDate: at(1), assigned_students: ['c2'] },
  ];
  const results = [
    { assignment_id: 'a1', score: 50, completed_at: at(-4) },
    { assignment_id: 'a1', score: 90, completed_at: at(-1) },
    { assignment_id: 'x0', score: 100, completed_at: at(-10) },
  ];

  const step: NextStep = {
    kind: 'practise',
    skill: { subject: 'Mathematics', topic: 'Numbers and Operations', skill: 'Fractions', level: 'practising' },
    set: {
      id: 'set1',
      title: 'Fractions of amounts',
      subject: 'Mathematics',
      grade: 'Grade 3',
      difficulty: 'beginner',
      totalQuestions: 10,
      estimatedTime: 8,
    },
    timeLimit: 8,
  };

  it("counts the week's first tries, the missed, the average and its change, the next step and what is due next", () => {
    const week = childWeek(child, results, assignments, now, step);
    expect(week).toEqual({
      name: 'Emma',
      finished: 1,
      missed: ['Plants'],
      average: 70,
      change: -30,
      nextStep: { text: 'Practise Fractions: Fractions of amounts, 10 questions', path: '/create-assignment?child=c1&set=set1' },
      dueNext: [{ title: 'Spelling', due: at(2) }],
    });
  });

  it('a week without quizzes says so kindly, and a child with no next step gets none', () => {
    expect(childWeek(child, [], assignments, now, null)).toMatchObject({ finished: 0, average: null, change: null, nextStep: null });
  });

  it('tells each child in a few plain lines, in HTML and text alike', () => {
    const week = childWeek(child, results, assignments, now, step);
    const email = weeklySummaryEmail([week, childWeek({ id: 'c2', name: '<Leo>' }, [], assignments, now, null)], links);
    expect(email.subject).toBe('Your weekly summary: Emma, <Leo>');
    expect(email.text).toContain(
      'Emma\n- Finished 1 quiz.\n- Not finished by the due date: "Plants".\n- Average score 70%, 30% down on the week before.\n- Due next week: "Spelling" (Tuesday 24 November).\n' +
        `- Next step: Practise Fractions: Fractions of amounts, 10 questions. Assign it: https://portal.example/create-assignment?child=c1&set=set1`,
    );
    expect(email.html).toContain(
      `<a href="https://portal.example/create-assignment?child=c1&#38;set=set1" style="color:#4338ca">Assign it</a>`,
    );
    expect(email.text).toContain('<Leo>\n- No quiz finished this week.\n- Due next week: "Not hers" (Monday 23 November).');
    expect(email.html).toContain('&#60;Leo&#62;');
    expect(email.html).not.toContain('<Leo>');
  });
});
