// The emails the server sends (backend/pb_hooks/lib/emails.js), in words and markup a parent reads in
// any mail client: plain HTML with inline styles and a text version saying the same.

export type CompletedQuiz = { title: string; score: number; points: number };

export type Email = { subject: string; html: string; text: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The frame of every email: a heading, the body, the portal's address and the way to stop emails. */
function framed(heading: string, bodyHtml: string, bodyText: string, links: { portal: string; unsubscribe: string }): { html: string; text: string } {
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
  const line = (quiz: CompletedQuiz) => `"${quiz.title}": ${quiz.score}%, ${quiz.points} points`;
  const bodyHtml = `<ul style="margin:0;padding-left:20px">${quizzes.map((quiz) => `<li>${escapeHtml(line(quiz))}</li>`).join('')}</ul>`;
  const bodyText = quizzes.map((quiz) => `- ${line(quiz)}`).join('\n');
  return { subject: heading, ...framed(heading, bodyHtml, bodyText, links) };
}
