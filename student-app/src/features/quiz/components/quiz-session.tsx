import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { describeError, forgetLastScreen, href, KEPT_OF, KEPT_UNTIL, t as common } from 'shared';
import { useNavigate } from 'shared/router';
import { Later, Notice, PageLayout } from 'shared/ui';
import { behindMenu } from '../../../components/account-menu.tsx';
import { useSoundEffects } from '../../../lib/sounds/use-sound-effects.ts';
import type { SaveState } from '../api/answer-queue.ts';
import { useExitQuiz } from '../api/exit-quiz.ts';
import type { StartedQuiz } from '../api/start-quiz.ts';
import { useSubmitQuiz } from '../api/submit-quiz.ts';
import { useBreak, type QuizClock } from '../api/take-break.ts';
import { useAnswerQueue } from '../hooks/use-answer-queue.ts';
import { t } from '../messages.ts';
import { BreakScreen } from './break-screen.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { preloadControls, QuestionCard } from './question-card.tsx';
import { QuestionGrid } from './question-grid.tsx';
import { QuizTimer } from './quiz-timer.tsx';
import './quiz.css';
import { KidButton } from '../../../components/kid-button.tsx';

/** How long a child's typing rests before a typed answer is saved. */
const TYPING_PAUSE_MS = 600;

const positionKey = (attemptId: string) => `mcq-quiz-position/${attemptId}`;

/** How long an untimed quiz's screen is kept for a return visit (a timed one's, until its deadline). */
const UNTIMED_KEPT_MS = 24 * 60 * 60 * 1000;

/** Where the child was in this attempt (kept on the device), else the first question without an answer. */
function startingPosition(quiz: StartedQuiz): number {
  const stored = localStorage.getItem(positionKey(quiz.attempt.id));
  const kept = stored === null || stored === '' ? Number.NaN : Number(stored);
  if (Number.isInteger(kept) && kept >= 0 && kept < quiz.questions.length) return kept;
  const firstOpen = quiz.questions.findIndex((question) => !quiz.attempt.answers[question.id]);
  return Math.max(0, firstOpen);
}

/** The open dialog; Submit's names how many questions were without an answer, and how many flagged, when it was pressed. */
type Dialog = { kind: 'exit' } | { kind: 'check'; unanswered: number; flagged: number } | { kind: 'logout'; logout: () => void } | null;

/**
 * The status line: how the answers stand, or the submit once it is under way. Submitted offline, the
 * quiz waits for its unsent answers or its own sending. A closed quiz is being marked while its submit
 * is on its way; once that fails, the alert says what to do.
 */
function statusText(saveState: SaveState, submit: { waiting: boolean; submitting: boolean; failed: boolean }): string {
  if (submit.waiting || (submit.submitting && saveState === 'offline')) return t('quiz.submit.waiting');
  if (saveState === 'closed') return submit.failed ? '' : t('quiz.save.closed');
  if (submit.submitting) return t('quiz.submit.sending');
  return t(`quiz.save.${saveState}`);
}

/** A quiz in progress: one question at a time, every answer and flag sent as it is given. */
export function QuizSession({ quiz }: { quiz: StartedQuiz }) {
  const { attempt, assignment, questions } = quiz;
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(attempt.answers);
  // The answers as given, ahead of the screen: a choice reaches `answers` in a transition, and
  // Submit pressed in the meantime must count it.
  const given = useRef(attempt.answers);
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(() => new Set(attempt.flagged));
  const [index, setIndex] = useState(() => startingPosition(quiz));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [waitingToSubmit, setWaitingToSubmit] = useState(false);
  const { queue, saveState } = useAnswerQueue(quiz.accountId, attempt.id, quiz.pending);
  const submit = useSubmitQuiz(attempt.id, assignment.id, setWaitingToSubmit);
  const exit = useExitQuiz(attempt.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // The clock as the server last answered it: a break stops it and Resume moves its deadline.
  const [clock, setClock] = useState<QuizClock>(() => ({
    deadline: attempt.deadline,
    pausedAt: attempt.pausedAt,
    breaksLeft: attempt.breaksLeft,
    serverTime: quiz.serverTime,
    receivedAt: quiz.receivedAt,
  }));
  const breaks = useBreak(attempt.id, setClock);
  const sounds = useSoundEffects();

  const question = questions[index]!;
  const isLast = index === questions.length - 1;

  useEffect(() => preloadControls(questions), [questions]);

  const onBreak = clock.pausedAt !== null;
  // The screen a return visit paints at once (the shell's last screen) holds the question: it goes when the
  // child may no longer see it, on a break and, for good, once the attempt has ended (another tab of the quiz
  // cannot keep it again), and is not shown after the deadline (an untimed quiz's, a day).
  const quizPath = href('quiz', { assignmentId: assignment.id });
  const forgetScreen = useCallback(
    (ended = false) => void forgetLastScreen(quiz.accountId, quizPath, ended ? attempt.id : undefined),
    [quiz.accountId, quizPath, attempt.id],
  );
  useEffect(() => {
    if (onBreak) forgetScreen();
  }, [onBreak, forgetScreen]);
  // Offline the page hands no screen over (a kept screen is one seen online): a question moved to, answered or
  // flagged then would come back as the older copy, another question, so that copy goes.
  const changedOffline = () => {
    if (!navigator.onLine) forgetScreen();
  };
  // The deadline on this device's clock, which the service worker reads: set outside the render, which must not read the clock.
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const end =
      clock.deadline === null
        ? Date.now() + UNTIMED_KEPT_MS
        : Date.parse(clock.deadline) - Date.parse(clock.serverTime) + Date.now() - (performance.now() - clock.receivedAt);
    bar.current?.setAttribute(KEPT_UNTIL, String(Math.round(end)));
  }, [clock]);
  useEffect(() => {
    localStorage.setItem(positionKey(attempt.id), String(index));
    // Focus follows the child to the new question (and back to it after a break), not on the first view.
    if (moved.current && !onBreak) heading.current?.focus();
    moved.current = true;
  }, [attempt.id, index, onBreak]);

  // A typed answer counts at once for the grid and Submit, and goes to the queue once the child pauses
  // (TYPING_PAUSE_MS), when they leave the question, or before the quiz is sent: one save a word, not a letter.
  const typing = useRef<{ questionId: string; answer: string; timer: number } | null>(null);
  const sendTyped = useCallback(() => {
    const typed = typing.current;
    if (!typed) return;
    typing.current = null;
    window.clearTimeout(typed.timer);
    void queue.current?.enqueue({ questionId: typed.questionId, answer: typed.answer || null });
  }, [queue]);
  // Leaving the quiz's screen sends what was just typed, and so does leaving the page (a tab closed, another
  // app opened): the pause's timer would not outlive it.
  useEffect(() => {
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') sendTyped();
    };
    document.addEventListener('visibilitychange', whenHidden);
    window.addEventListener('pagehide', sendTyped);
    return () => {
      document.removeEventListener('visibilitychange', whenHidden);
      window.removeEventListener('pagehide', sendTyped);
      sendTyped();
    };
  }, [sendTyped]);
  const goTo = (next: number) => {
    sendTyped();
    changedOffline();
    setIndex(next);
  };
  const type = (answer: string) => {
    given.current = { ...given.current, [question.id]: answer };
    if (typing.current?.questionId !== question.id) sendTyped();
    if (typing.current) window.clearTimeout(typing.current.timer);
    typing.current = { questionId: question.id, answer, timer: window.setTimeout(sendTyped, TYPING_PAUSE_MS) };
    startTransition(() => setAnswers((current) => ({ ...current, [question.id]: answer })));
  };
  // Answers are refused during a break: what was just typed goes first.
  const takeBreak = () => {
    sendTyped();
    void queue.current?.drained().then(() => breaks.mutate('pause'));
  };
  // Time is up (also when the quiz opens at 00:00), or the server takes no more answers (submitted
  // elsewhere): what it holds is marked, once; after a failed submit the child's Submit Quiz tries again.
  const [timeUp, setTimeUp] = useState(false);
  const finish = () => {
    if (submit.isPending || submit.isSuccess || !queue.current) return;
    sendTyped();
    submit.mutate(queue.current, {
      onSuccess: () => {
        localStorage.removeItem(positionKey(attempt.id));
        forgetScreen(true);
        // The results say so when the time ran out, so that a child knows why the quiz ended; `finished`:
        // they follow the quiz just done (its achievement may sound), not a visit from the dashboard.
        navigate(href('quizResults', { assignmentId: assignment.id }), { replace: true, state: { finished: true, timeUp } });
      },
    });
  };
  useEffect(() => {
    if ((timeUp || saveState === 'closed') && !submit.isError) finish();
  });

  const change = (patch: { answer?: string; flagged?: boolean }) => void queue.current?.enqueue({ questionId: question.id, ...patch });
  // The card shows the choice at once; the rest of the screen (the grid, the counts, the save line)
  // follows as a transition, after the frame that paints it.
  const choose = (optionId: string) => {
    given.current = { ...given.current, [question.id]: optionId };
    changedOffline();
    startTransition(() => {
      setAnswers((current) => ({ ...current, [question.id]: optionId }));
      change({ answer: optionId });
    });
    // After the answer is on its way: the sound never holds it up.
    sounds.play('choose');
  };
  const toggleFlag = () => {
    const next = !flagged.has(question.id);
    changedOffline();
    setFlagged((current) => {
      const updated = new Set(current);
      if (next) updated.add(question.id);
      else updated.delete(question.id);
      return updated;
    });
    change({ flagged: next });
  };
  const askToSubmit = () => {
    const unanswered = questions.filter((q) => !given.current[q.id]).length;
    if (unanswered > 0 || flagged.size > 0) setDialog({ kind: 'check', unanswered, flagged: flagged.size });
    else submitByChild();
  };
  // The child's own Submit sounds; time running out does not.
  const submitByChild = () => {
    finish();
    sounds.play('submit');
  };

  // Logout sends what is on its way first (what was just typed too); `request` tells a Logout the child
  // then called off (Stay) from the one still wanted, and the child is signed out once only.
  const [logoutRequest, setLogoutRequest] = useState({ request: 0, sending: false });
  const wantedLogout = useRef(0);
  const loggedOut = useRef(false);
  const logOutOnce = (logout: () => void) => {
    if (loggedOut.current) return;
    loggedOut.current = true;
    logout();
  };
  const logOutAfterSending = (logout: () => void) => {
    sendTyped();
    const request = logoutRequest.request + 1;
    wantedLogout.current = request;
    setLogoutRequest({ request, sending: true });
    void (queue.current?.drained() ?? Promise.resolve()).then(() => {
      if (wantedLogout.current === request) logOutOnce(logout);
    });
  };
  const staySignedIn = () => {
    wantedLogout.current = 0;
    setLogoutRequest((current) => ({ ...current, sending: false }));
    setDialog(null);
  };

  const submitting = submit.isPending || submit.isSuccess;
  const status = statusText(saveState, { waiting: waitingToSubmit, submitting, failed: submit.isError });
  // A break is for a timed quiz with one left, once every answer is on the server (an answer still on its
  // way during the break would be refused).
  const canTakeBreak = clock.deadline !== null && clock.breaksLeft > 0 && !onBreak;
  return (
    <PageLayout
      heading={assignment.title}
      bell={false}
      account={behindMenu}
      onLogout={(logout) => setDialog({ kind: 'logout', logout })}
      intro={assignment.subject}
      actions={
        <>
          {canTakeBreak && (
            <KidButton disabled={saveState !== 'saved' || submitting} busy={breaks.isPending} onClick={takeBreak}>
              {t('quiz.break', { count: clock.breaksLeft })}
            </KidButton>
          )}
          <KidButton onClick={() => setDialog({ kind: 'exit' })}>{t('quiz.exit')}</KidButton>
        </>
      }
    >
      {/* Where the question is and the time left stay in sight while the child scrolls (a phone). */}
      <div className="quiz-bar" ref={bar} {...{ [KEPT_OF]: attempt.id }}>
        <p className="quiz-progress">{t('quiz.progress', { n: index + 1, total: questions.length })}</p>
        <QuizTimer
          deadline={clock.deadline}
          quizMinutes={assignment.timeLimit}
          paused={onBreak}
          serverTime={clock.serverTime}
          receivedAt={clock.receivedAt}
          onTimeUp={() => setTimeUp(true)}
        />
      </div>
      <p role="status" className={`quiz-save quiz-save-${saveState}`}>
        {status}
      </p>
      {submit.isError && (
        <Notice type="error" role="alert">
          {describeError(submit.error, t('quiz.submit.failed'))}
        </Notice>
      )}
      {breaks.isError && !onBreak && (
        <Notice type="error" role="alert">
          {t('quiz.break.startFailed')}
        </Notice>
      )}
      {clock.pausedAt !== null ? (
        <BreakScreen
          clock={{ ...clock, pausedAt: clock.pausedAt }}
          busy={breaks.isPending}
          failed={breaks.isError}
          onResume={() => {
            if (!breaks.isPending) breaks.mutate('resume');
          }}
        />
      ) : (
        <div className="quiz-layout">
          <div className="quiz-main">
            <QuestionCard
              key={question.id}
              question={question}
              selected={answers[question.id]}
              flagged={flagged.has(question.id)}
              onChoose={choose}
              onType={type}
              onToggleFlag={toggleFlag}
              headingRef={heading}
            />
            <div className="quiz-nav">
              <KidButton disabled={index === 0} onClick={() => goTo(index - 1)}>
                {t('quiz.previous')}
              </KidButton>
              {isLast ? (
                <KidButton primary busy={submitting} onClick={askToSubmit}>
                  {t('quiz.submit')}
                </KidButton>
              ) : (
                <KidButton primary onClick={() => goTo(index + 1)}>
                  {t('quiz.next')}
                </KidButton>
              )}
            </div>
          </div>
          {/* Below the question on a phone: drawn after the question's first paint. */}
          <Later>
            <QuestionGrid questions={questions} current={index} answers={answers} flagged={flagged} onGoTo={goTo} />
          </Later>
        </div>
      )}
      {dialog?.kind === 'exit' && (
        <ConfirmDialog
          title={t('quiz.exit.title')}
          confirmLabel={t('quiz.exit')}
          cancelLabel={t('quiz.exit.stay')}
          busy={exit.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            if (!queue.current) return;
            // The attempt is thrown away: nothing typed is sent after it.
            if (typing.current) window.clearTimeout(typing.current.timer);
            typing.current = null;
            exit.mutate(queue.current, {
              onSuccess: () => {
                localStorage.removeItem(positionKey(attempt.id));
                forgetScreen(true);
                navigate(href('studentDashboard'), { replace: true });
              },
            });
          }}
        >
          <p>{t('quiz.exit.body')}</p>
          {exit.isError && <p role="alert">{t('quiz.exit.failed')}</p>}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'logout' &&
        (saveState === 'offline' ? (
          // Answers that cannot be sent: the child is asked, and they stay on the device for this child only.
          <ConfirmDialog
            key="unsent"
            title={t('quiz.logout.unsent.title')}
            confirmLabel={t('quiz.logout.anyway')}
            cancelLabel={t('quiz.logout.stay')}
            onCancel={staySignedIn}
            onConfirm={() => logOutOnce(dialog.logout)}
          >
            <p>{t('quiz.logout.unsent')}</p>
            {clock.deadline !== null && <p>{t('quiz.logout.clock')}</p>}
          </ConfirmDialog>
        ) : (
          <ConfirmDialog
            key="saved"
            title={t('quiz.logout.title')}
            confirmLabel={common('nav.logout')}
            cancelLabel={t('quiz.exit.stay')}
            busy={logoutRequest.sending}
            onCancel={staySignedIn}
            onConfirm={() => logOutAfterSending(dialog.logout)}
          >
            <p>{t('quiz.logout.saved')}</p>
            {clock.deadline !== null && <p>{t('quiz.logout.clock')}</p>}
          </ConfirmDialog>
        ))}
      {dialog?.kind === 'check' && (
        <ConfirmDialog
          title={t('quiz.unanswered.title')}
          confirmLabel={t('quiz.submit')}
          cancelLabel={t('quiz.unanswered.keep')}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            submitByChild();
          }}
        >
          {dialog.unanswered > 0 && (
            <p>{dialog.unanswered === 1 ? t('quiz.unanswered.one') : t('quiz.unanswered.many', { count: dialog.unanswered })}</p>
          )}
          {dialog.flagged > 0 && <p>{dialog.flagged === 1 ? t('quiz.flagged.one') : t('quiz.flagged.many', { count: dialog.flagged })}</p>}
        </ConfirmDialog>
      )}
    </PageLayout>
  );
}
