// The emails the server sends (emails.ts, summary.ts), in words and markup a parent
// reads in any mail client: plain HTML with inline styles and a text version saying the same. The server's
// alone: no screen shows them, so they live with it, on the shared rules they quote.
import { dayText, nextStepPath, nextStepText, pointsWords, type NextStep } from '../domain.ts';

/** `points`: what the try added to the child's total; `retake`: not the first try at that quiz. */
export type CompletedQuiz = { title: string; score: number; points: number; retake?: boolean };

export type Email = { subject: string; html: string; text: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The frame of every email: a heading, the body, the portal's address and the way to stop emails. */
function framed(
  heading: string,
  bodyHtml: string,
  bodyText: string,
  links: { portal: string; unsubscribe: string },
): { html: string; text: string } {
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    escapeHtml(heading),
    '</title></head><body style="margin:0;padding:24px;background:#f5f7ff;font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:10px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>`,
    bodyHtml,
    `<p style="margin:24px 0 0"><a href="${escapeHtml(links.portal)}" style="color:#4338ca">Open MCQ Revision for Primary School</a></p>`,
    '</div>',
    '<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:#4b5563">You get this email because email notifications are on for your account. ',
    `<a href="${escapeHtml(links.unsubscribe)}" style="color:#4338ca">Stop these emails</a> (one click, no sign-in needed).</p>`,
    '</body></html>',
  ].join('');
  const text = `${heading}\n\n${bodyText}\n\nOpen MCQ Revision for Primary School: ${links.portal}\n\n--\nYou get this email because email notifications are on for your account.\nStop these emails (one click, no sign-in needed): ${links.unsubscribe}\n`;
  return { html, text };
}

/** A child finished one or more quizzes (gathered over up to an hour): each with its score and points. */
export function completionEmail(child: string, quizzes: readonly CompletedQuiz[], links: { portal: string; unsubscribe: string }): Email {
  const heading = quizzes.length === 1 ? `${child} finished "${quizzes[0]!.title}"` : `${child} finished ${quizzes.length} quizzes`;
  const line = (quiz: CompletedQuiz) =>
    `"${quiz.title}": ${quiz.score}%${quiz.retake ? ' on another try' : ''}, ${pointsWords(quiz.points, quiz.retake === true)}`;
  const bodyHtml = `<ul style="margin:0;padding-left:20px">${quizzes.map((quiz) => `<li>${escapeHtml(line(quiz))}</li>`).join('')}</ul>`;
  const bodyText = quizzes.map((quiz) => `- ${line(quiz)}`).join('\n');
  return { subject: heading, ...framed(heading, bodyHtml, bodyText, links) };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** A child's week as the weekly summary tells it. */
export type ChildWeek = {
  name: string;
  /** Assignments finished this week (a first try this week). */
  finished: number;
  /** Titles of assignments due this week that the child did not finish. */
  missed: string[];
  /** The mean of this week's scores, and its change from the week before (null: no quiz in one of them). */
  average: number | null;
  change: number | null;
  /** The child's one next step (next-step.ts), with the address of the assignment form filled in with it. */
  nextStep: { text: string; path: string } | null;
  /** Titles and due days of what is due in the coming week and not finished. */
  dueNext: Array<{ title: string; due: string }>;
};

type WeekResult = { assignment_id: string; score: number; completed_at: string };
type WeekAssignment = { id: string; title: string; subject: string; dueDate: string; assigned_students: readonly string[] };

const timeOf = (date: string) => Date.parse(date.replace(' ', 'T'));

/**
 * One child's week ending at `now`, from the child's results (any order, reviews left out by the caller),
 * the family's assignments, and the child's next step as the learning engine has it (null: none yet).
 */
export function childWeek(
  child: { id: string; name: string },
  results: readonly WeekResult[],
  assignments: readonly WeekAssignment[],
  now: number,
  step: NextStep | null,
): ChildWeek {
  const theirs = assignments.filter((assignment) => assignment.assigned_students.includes(child.id));
  const sorted = results.toSorted((a, b) => timeOf(a.completed_at) - timeOf(b.completed_at));
  const firstTry = new Map<string, WeekResult>();
  for (const result of sorted) if (!firstTry.has(result.assignment_id)) firstTry.set(result.assignment_id, result);
  const within = (from: number, to: number) =>
    sorted.filter((result) => timeOf(result.completed_at) > from && timeOf(result.completed_at) <= to);
  const mean = (list: readonly WeekResult[]) =>
    list.length ? Math.round(list.reduce((sum, result) => sum + result.score, 0) / list.length) : null;
  const thisWeek = within(now - WEEK_MS, now);
  const lastWeek = within(now - 2 * WEEK_MS, now - WEEK_MS);
  const average = mean(thisWeek);
  const before = mean(lastWeek);
  const due = (assignment: WeekAssignment) => (assignment.dueDate ? timeOf(assignment.dueDate) : Number.NaN);
  const finishedBy = (assignment: WeekAssignment, time: number) => {
    const first = firstTry.get(assignment.id);
    return Boolean(first && timeOf(first.completed_at) <= time);
  };

  return {
    name: child.name,
    finished: [...firstTry.values()].filter((result) => timeOf(result.completed_at) > now - WEEK_MS && timeOf(result.completed_at) <= now)
      .length,
    missed: theirs
      .filter((assignment) => due(assignment) > now - WEEK_MS && due(assignment) <= now && !finishedBy(assignment, due(assignment)))
      .map((a) => a.title),
    average,
    change: average !== null && before !== null ? average - before : null,
    nextStep: step ? { text: nextStepText(step), path: nextStepPath(child.id, step) } : null,
    dueNext: theirs
      .filter((assignment) => due(assignment) > now && due(assignment) <= now + WEEK_MS && !firstTry.has(assignment.id))
      .toSorted((a, b) => due(a) - due(b))
      .map((assignment) => ({ title: assignment.title, due: assignment.dueDate })),
  };
}

/** The lines of one child's week, in plain words. */
function weekLines(week: ChildWeek): string[] {
  const lines = [
    week.finished === 0 ? 'No quiz finished this week.' : `Finished ${week.finished} ${week.finished === 1 ? 'quiz' : 'quizzes'}.`,
  ];
  if (week.missed.length) lines.push(`Not finished by the due date: ${week.missed.map((title) => `"${title}"`).join(', ')}.`);
  if (week.average !== null) {
    const change =
      week.change === null
        ? ''
        : week.change === 0
          ? ', the same as the week before'
          : `, ${Math.abs(week.change)}% ${week.change > 0 ? 'up on' : 'down on'} the week before`;
    lines.push(`Average score ${week.average}%${change}.`);
  }
  lines.push(
    week.dueNext.length
      ? `Due next week: ${week.dueNext.map((item) => `"${item.title}" (${dayText(item.due)})`).join(', ')}.`
      : 'Nothing is due next week.',
  );
  return lines;
}

/** The next step's line: its words, and the form that assigns it (filled in) behind a link. */
function stepLine(week: ChildWeek, portal: string): { html: string; text: string } | null {
  if (!week.nextStep) return null;
  const words = `Next step: ${week.nextStep.text}.`;
  // The portal's own address (the links' page is its dashboard), then the form's path.
  const url = `${portal.replace(/^(https?:\/\/[^/]+).*$/, '$1')}${week.nextStep.path}`;
  return {
    html: `${escapeHtml(words)} <a href="${escapeHtml(url)}" style="color:#4338ca">Assign it</a>`,
    text: `${words} Assign it: ${url}`,
  };
}

/** The weekly summary: for each child, the week in a few plain lines and the one next step. */
export function weeklySummaryEmail(weeks: readonly ChildWeek[], links: { portal: string; unsubscribe: string }): Email {
  const heading = 'Your weekly summary';
  const bodyHtml = weeks
    .map((week) => {
      const step = stepLine(week, links.portal);
      const items = [...weekLines(week).map((line) => escapeHtml(line)), ...(step ? [step.html] : [])];
      return `<h2 style="margin:16px 0 4px;font-size:18px">${escapeHtml(week.name)}</h2><ul style="margin:0;padding-left:20px">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
    })
    .join('');
  const bodyText = weeks
    .map((week) => {
      const step = stepLine(week, links.portal);
      return `${week.name}\n${[...weekLines(week), ...(step ? [step.text] : [])].map((line) => `- ${line}`).join('\n')}`;
    })
    .join('\n\n');
  return { subject: `${heading}: ${weeks.map((week) => week.name).join(', ')}`, ...framed(heading, bodyHtml, bodyText, links) };
}
