import { useId } from 'react';
import { BREAK_ALLOWANCES, describeError, REVIEW_TIMES, t as common, TIME_ALLOWANCES, type StudentsResponse } from 'shared';
import { useSetQuizSetting, type QuizSetting } from '../api/set-quiz-setting.ts';
import { t } from '../messages.ts';
import './quiz-setting-field.css';

/** A message of the children's catalogue. */
type Words = Parameters<typeof t>[0];

/** Each setting's choices, in order, with its default (the server's reading of an empty value) and its words' prefix. */
const SETTINGS = {
  time_allowance: { choices: Object.keys(TIME_ALLOWANCES), fallback: 'standard', words: 'children.time' },
  breaks: { choices: Object.keys(BREAK_ALLOWANCES), fallback: 'one', words: 'children.breaks' },
  // Empty: reviews have no time limit.
  review_time: { choices: ['', ...REVIEW_TIMES], fallback: '', words: 'children.review' },
} as const;

/** One of a child's quiz settings (time on quizzes, breaks, time on reviews), saved as soon as the parent picks it. */
export function QuizSettingField({ child, field }: { child: StudentsResponse; field: QuizSetting['field'] }) {
  const setSetting = useSetQuizSetting();
  const id = useId();
  const { choices, fallback, words } = SETTINGS[field];
  // Every choice of a setting has its words in the catalogue (the parent app's tests read each).
  const say = (suffix: string, values?: Record<string, string>) => t(`${words}.${suffix}` as Words, values);
  const current = child[field] || fallback;
  return (
    <div className="children-setting">
      <label htmlFor={id}>{say('label', { name: child.name })}</label>
      {/* Busy, not disabled, while saving: a disabled select would drop the keyboard's focus to the page. */}
      <select
        id={id}
        value={setSetting.isPending ? setSetting.variables.setting.value : current}
        aria-busy={setSetting.isPending}
        onChange={(event) => setSetting.mutate({ childId: child.id, setting: { field, value: event.target.value } as QuizSetting })}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {say(choice || 'none')}
          </option>
        ))}
      </select>
      <span aria-live="polite">
        {setSetting.isSuccess && say('saved', { name: child.name })}
        {setSetting.isError && describeError(setSetting.error, common('error.updateStudent'))}
      </span>
    </div>
  );
}
