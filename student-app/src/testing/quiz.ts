import { screen, within } from '@testing-library/react';
import { renderRoute } from 'mocks/testing';
import StudentAppRoutes from '../app/routes.tsx';

/**
 * Opens the quiz at `path` (the sample's "Maths Practice: Basic Arithmetic") and waits until the whole screen is
 * shown: its heading, then the panel of question numbers, which is drawn after the question's first paint.
 */
export async function openQuiz(path = '/quiz/assignmaths0001') {
  const rendered = await renderRoute(StudentAppRoutes, path, 'student');
  await screen.findByRole('heading', { level: 1, name: 'Maths Practice: Basic Arithmetic' });
  await screen.findByRole('navigation', { name: 'Questions' });
  return rendered;
}

/** The numbered buttons of the quiz's side panel, one per question. */
export const questionGrid = () => within(screen.getByRole('navigation', { name: 'Questions' }));
