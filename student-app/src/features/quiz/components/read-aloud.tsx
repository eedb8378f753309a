import { useEffect } from 'react';
import { optionLetter } from 'shared';
import type { QuizQuestionView } from '../api/start-quiz.ts';
import { t } from '../messages.ts';

/** Reads the question, then each option with its letter, with the browser's speech synthesis; nothing where there is none. */
export function ReadAloud({ question }: { question: QuizQuestionView }) {
  const speech = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
  // Leaving the question (the card goes with it) or the quiz stops its reading.
  useEffect(() => () => speech?.cancel(), [speech]);
  if (!speech) return null;
  const read = () => {
    speech.cancel();
    const parts = [question.text, ...question.options.map((option, index) => `${optionLetter(index)}. ${option.text}`)];
    for (const part of parts) speech.speak(new SpeechSynthesisUtterance(part));
  };
  return (
    <button type="button" className="quiz-chip" onClick={read}>
      <span aria-hidden="true">🔊</span> {t('quiz.readAloud')}
    </button>
  );
}
