import { expect, type Browser, type Page } from '@playwright/test';
import { fixtures } from 'mocks';
import PocketBase from 'pocketbase';
import { demo } from './accounts.ts';

/** A child of the demo parent, made for one test, with one active assignment on the sample's five maths questions. */
export async function childWithQuiz(backendUrl: string, name: string) {
  const parent = new PocketBase(backendUrl);
  parent.autoCancellation(false);
  await parent.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  const { student, accessCode } = await parent.send<{ student: { id: string; student_id: string }; accessCode: string }>('/api/children', {
    method: 'POST',
    body: { name, grade: 'Grade 3' },
  });
  const assignment = await parent.collection('assignments').create({
    title: `${name}'s Maths`,
    question_sets: ['setbasicmath001'],
    timeLimit: 30,
    status: 'active',
    created_by: parent.authStore.record!.id,
    assigned_students: [student.id],
  });
  const child = new PocketBase(backendUrl);
  child.autoCancellation(false);
  await child.collection('students').authWithPassword(student.student_id, accessCode);
  return {
    studentId: student.student_id,
    accessCode,
    assignmentId: assignment.id,
    title: `${name}'s Maths`,
    /** The attempt as the server holds it (the start route resumes it). */
    saved: () =>
      child.send<{ attempt: { id: string; deadline: string | null; answers: Record<string, string> } }>(
        `/api/quiz/${assignment.id}/start`,
        { method: 'POST' },
      ),
    remove: () => parent.collection('students').delete(student.id),
  };
}

/** A signed-out page of its own (the test's stored session is another child's). */
export async function signedOutPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

export async function signInAsChild(page: Page, studentId: string, accessCode: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Student' }).click();
  await page.getByLabel('Student ID').fill(studentId);
  await page.getByLabel('Access Code').fill(accessCode);
  await page.getByRole('button', { name: 'Start Revision' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const maths = fixtures.questions.filter((question) => question.subject === 'Mathematics');

/** The question on screen, from the fixtures (the server shuffles the order). */
export async function currentQuestion(page: Page) {
  const text = await page.locator('.quiz-question-text').innerText();
  const question = maths.find((candidate) => candidate.text === text);
  if (!question) throw new Error(`Not a sample question: ${text}`);
  return question;
}

/** Chooses the right (or a wrong) option of the question on screen, by its label: its letter and text. */
export async function answerCurrent(page: Page, right = true) {
  const question = await currentQuestion(page);
  const option = question.options.find((candidate) => candidate.isCorrect === right)!;
  const radio = page.getByRole('radio', { name: new RegExp(`^[A-F] ${escape(option.text)}$`) });
  await radio.check();
  await expect(radio).toBeChecked();
  return { questionId: question.id, optionId: option.id };
}
