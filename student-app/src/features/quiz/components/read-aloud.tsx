import { useEffect } from 'react';
import { optionLetter, pairLeftLabel, textAroundBlanks } from 'shared';
import type { QuizQuestionView } from '../api/start-quiz.ts';
import { t } from '../messages.ts';

/** Reads the question (a blank as the word), then each option with its letter (a matching question's items, then their partners), with the browser's speech synthesis; nothing where there is none. */
export function ReadAloud({ question }: { question: QuizQuestionView }) {
  const speech = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
  // Leaving the question (the card goes with it) or the quiz stops its reading.
  useEffect(() => () => speech?.cancel(), [speech]);
  if (!speech) return null;
  const read = () => {
    speech.cancel();
    // A blank is read as the word; true/false options by their words alone, as they are shown.
    const text = textAroundBlanks(question.text)
      .join(` ${t('quiz.blank.spoken')} `)
      .replace(/\s+/g, ' ')
      .replace(/ ([.,!?;:])/g, '$1')
      .trim();
    const lettered = question.type !== 'true_false' && question.type !== 'matching';
    // A matching item that is a picture is read by its words (its alt text).
    const options = question.options.map((option, index) => (lettered ? `${optionLetter(index)}. ${option.text}` : pairLeftLabel({ text: option.text, alt: option.image?.alt })));
    const partners = question.matches?.length ? [t('quiz.match.spokenPartners'), ...question.matches.map((partner) => partner.text)] : [];
    const parts = [text, ...options, ...partners];
    for (const part of parts) speech.speak(new SpeechSynthesisUtterance(part));
  };
  return (
    <button type="button" className="quiz-chip" onClick={read}>
      <span aria-hidden="true">🔊</span> {t('quiz.readAloud')}
    </button>
  );
}
