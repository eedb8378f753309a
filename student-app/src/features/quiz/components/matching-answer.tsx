import { encodePairs, pairLeftLabel, readPairs } from 'shared';
import { useId, useState, type KeyboardEvent } from 'react';
import type { QuizOption, QuizQuestionView } from 'shared/api';
import { t } from '../messages.ts';

interface MatchingProps {
  question: QuizQuestionView;
  /** The answer as last given (the server's, or this device's unsent one). */
  given: string | undefined;
  onType: (answer: string) => void;
}

type Side = 'item' | 'partner';
type Picked = { side: Side; id: string } | null;

/** A left item's words: its text, else its picture's (the alt text). */
const labelOf = (option: QuizOption | undefined) => (option ? pairLeftLabel({ text: option.text, alt: option.image?.alt }) : '');

// The arrows move between the buttons as they are laid out: two columns of rows.
function move(event: KeyboardEvent<HTMLElement>) {
  const from = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-column]') : null;
  const steps: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  const step = steps[event.key];
  if (!from || !step) return;
  event.preventDefault();
  const column = Math.min(1, Math.max(0, Number(from.dataset['column']) + step[0]));
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(`[data-column="${column}"]`)];
  const row = Math.min(buttons.length - 1, Math.max(0, Number(from.dataset['row']) + step[1]));
  buttons[row]?.focus();
}

/**
 * A matching question: the items on the left, their partners on the right (in the attempt's own order).
 * The child taps one, then the one it goes with, from either side; tapping a pair's two again undoes it,
 * and a partner given to another item moves there. Each pair shows its number on both sides. By keyboard:
 * Tab or the arrow keys move (up and down in a column, left and right across), Enter or Space taps.
 */
export default function MatchingAnswer({ question, given, onType }: MatchingProps) {
  const partners = question.matches ?? [];
  const [pairs, setPairs] = useState(() => readPairs(given));
  const [picked, setPicked] = useState<Picked>(null);
  const [said, setSaid] = useState('');
  const help = useId();
  const itemText = (id: string) => labelOf(question.options.find((option) => option.id === id));
  const partnerText = (id: string) => partners.find((partner) => partner.id === id)?.text ?? '';
  const itemOf = (partnerId: string) => Object.keys(pairs).find((id) => pairs[id] === partnerId);
  const numberOf = (itemId: string | undefined) => (itemId ? question.options.findIndex((option) => option.id === itemId) + 1 : 0);

  const pair = (itemId: string, partnerId: string) => {
    const next = Object.fromEntries(Object.entries(pairs).filter(([id, partner]) => id !== itemId && partner !== partnerId));
    const undo = pairs[itemId] === partnerId;
    if (!undo) next[itemId] = partnerId;
    setPairs(next);
    onType(encodePairs(next));
    setSaid(t(undo ? 'quiz.match.undone' : 'quiz.match.made', { item: itemText(itemId), partner: partnerText(partnerId) }));
  };
  const tap = (side: Side, id: string) => {
    if (!picked || picked.side === side) {
      const again = picked?.id === id;
      setPicked(again ? null : { side, id });
      setSaid(again ? '' : t('quiz.match.picked', { text: side === 'item' ? itemText(id) : partnerText(id) }));
      return;
    }
    setPicked(null);
    if (side === 'partner') pair(picked.id, id);
    else pair(id, picked.id);
  };
  const button = (side: Side, { id, text, image }: QuizOption, row: number) => {
    const label = side === 'item' ? labelOf({ id, text, ...(image ? { image } : {}) }) : text;
    const number = side === 'item' ? (pairs[id] ? numberOf(id) : 0) : numberOf(itemOf(id));
    const state =
      side === 'item'
        ? pairs[id]
          ? t('quiz.match.with', { text: partnerText(pairs[id]!) })
          : t('quiz.match.none')
        : itemOf(id)
          ? t('quiz.match.with', { text: itemText(itemOf(id)!) })
          : t('quiz.match.none');
    const isPicked = picked?.side === side && picked.id === id;
    return (
      <li key={id}>
        <button
          type="button"
          className={`quiz-match${number ? ` is-paired pair-${number}` : ''}`}
          aria-pressed={isPicked}
          // Named in one piece: the number is for the eye, and a flex row's spacing must not change the name.
          aria-label={`${label}, ${state}`}
          aria-describedby={help}
          data-column={side === 'item' ? 0 : 1}
          data-row={row}
          onClick={() => tap(side, id)}
        >
          <span className="quiz-match-number" aria-hidden="true">
            {number || ''}
          </span>
          {/* The button's name says the picture's words; its alt shows them where the picture cannot load (offline). */}
          {image && <img className="quiz-match-picture" src={image.url} alt={image.alt} />}
          {text && <span className="quiz-match-text">{text}</span>}
        </button>
      </li>
    );
  };

  const withPictures = question.options.some((option) => option.image);
  return (
    <div className="quiz-matching" onKeyDown={move}>
      <p id={help} className="quiz-matching-help">
        {t(withPictures ? 'quiz.match.help.pictures' : 'quiz.match.help')}
      </p>
      <div className="quiz-matching-columns">
        <ul aria-label={t(withPictures ? 'quiz.match.items.pictures' : 'quiz.match.items')}>
          {question.options.map((option, row) => button('item', option, row))}
        </ul>
        <ul aria-label={t('quiz.match.partners')}>{partners.map((partner, row) => button('partner', partner, row))}</ul>
      </div>
      <p role="status" className="mcq-visually-hidden">
        {said}
      </p>
    </div>
  );
}
