import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiRoute } from 'mocks';
import { mockServer } from 'mocks/node';
import { quizStart, renderRoute, serveStudentSample, submitReply, takesAnswers } from 'mocks/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSoundEffects } from '../../lib/sounds/load-sound-effects.ts';
import { openQuiz } from '../../testing/quiz.ts';
import StudentAppRoutes from '../routes.tsx';

// The sounds' module as the quiz receives it: its Web Audio is tested on its own (lib/sounds).
const sounds = vi.hoisted(() => ({
  prepareSounds: vi.fn<() => void>(),
  playSound: vi.fn<(name: string) => void>(),
  playSoundIfStarted: vi.fn<(name: string) => void>(),
}));
vi.mock('../../lib/sounds/load-sound-effects.ts', () => ({ loadSoundEffects: vi.fn<() => Promise<typeof sounds>>(async () => sounds) }));

const MATHS = 'assignmaths0001';
const FOUR_ANSWERED = { qmathadd0000001: 'c', qmathdiv0000001: 'c', qmathplace00001: 'b', qmathmul0000001: 'b' };
const ALL_RIGHT = { ...FOUR_ANSWERED, qmathsub0000001: 'c' };
const MARKS = { score: 100, correct: 5, answers: ALL_RIGHT };

/** The full-marks quiz, its last question still open, for a child whose stored preferences are given (none: the defaults, sound on). */
function serveLastQuestion(preferences: Record<string, unknown> | null = null) {
  const db = serveStudentSample();
  db.collections['students']!.find((student) => student.id === 'studentemma0001')!['preferences'] = preferences;
  const start = quizStart(MATHS, { answers: FOUR_ANSWERED });
  mockServer.use(
    apiRoute('quizStart', () => HttpResponse.json(start)),
    takesAnswers(),
    apiRoute('quizSubmit', () => HttpResponse.json(submitReply(db, start, MARKS))),
  );
  return { db, start };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('sounds in the quiz', () => {
  it('when on: nothing before the child acts, then a sound for the option, for Submit, and for the achievement after it', async () => {
    serveLastQuestion();
    const { user, router } = await openQuiz();
    // Loaded while the child reads the question, so that the first tap sounds at once; nothing played.
    await waitFor(() => expect(sounds.prepareSounds).toHaveBeenCalled());
    expect(loadSoundEffects).toHaveBeenCalled();
    expect(sounds.playSound).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('radio')[2]!);
    await waitFor(() => expect(sounds.playSound).toHaveBeenCalledWith('choose'));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(sounds.playSound).toHaveBeenCalledWith('submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quiz-results/${MATHS}`));
    expect(await screen.findByText('Achievement Unlocked!')).toBeVisible();
    await waitFor(() => expect(sounds.playSoundIfStarted).toHaveBeenCalledWith('achievement'));
    expect(sounds.playSoundIfStarted).toHaveBeenCalledTimes(1);
  });

  it("a quiz that went badly ends on a soft, kind sound, never the achievement's", async () => {
    const db = serveStudentSample();
    const start = quizStart(MATHS, { answers: FOUR_ANSWERED });
    mockServer.use(
      apiRoute('quizStart', () => HttpResponse.json(start)),
      takesAnswers(),
      apiRoute('quizSubmit', () => HttpResponse.json(submitReply(db, start, { score: 20, correct: 1, answers: ALL_RIGHT }))),
    );
    const { user, router } = await openQuiz();
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quiz-results/${MATHS}`));
    await waitFor(() => expect(sounds.playSoundIfStarted).toHaveBeenCalledWith('goodTry'));
    expect(sounds.playSoundIfStarted).toHaveBeenCalledTimes(1);
  });

  it('when off: the sounds are never even loaded, and nothing plays', async () => {
    serveLastQuestion({ soundEffects: false });
    const { user, router } = await openQuiz();
    await user.click(screen.getAllByRole('radio')[2]!);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quiz-results/${MATHS}`));
    expect(await screen.findByText('Achievement Unlocked!')).toBeVisible();
    expect(loadSoundEffects).not.toHaveBeenCalled();
    expect(sounds.playSound).not.toHaveBeenCalled();
    expect(sounds.playSoundIfStarted).not.toHaveBeenCalled();
  });

  it('the results opened later, not straight after the quiz, play nothing', async () => {
    const { db, start } = serveLastQuestion();
    submitReply(db, start, MARKS);
    await renderRoute(StudentAppRoutes, `/quiz-results/${MATHS}`, 'student');
    expect(await screen.findByText('Achievement Unlocked!')).toBeVisible();
    expect(sounds.playSoundIfStarted).not.toHaveBeenCalled();
    expect(sounds.playSound).not.toHaveBeenCalled();
  });
});
