import { useId } from 'react';
import { describeError, t as common, TIME_ALLOWANCES, type StudentsResponse, type TimeAllowance } from 'shared';
import { useSetTimeAllowance } from '../api/set-time-allowance.ts';
import { t } from '../messages.ts';
import './time-allowance-field.css';

const ALLOWANCES = Object.keys(TIME_ALLOWANCES) as TimeAllowance[];

/** How much time a child gets on timed quizzes, saved as soon as the parent picks it. */
export function TimeAllowanceField({ child }: { child: StudentsResponse }) {
  const setAllowance = useSetTimeAllowance();
  const id = useId();
  const current: TimeAllowance = child.time_allowance || 'standard';
  return (
    <div className="children-time">
      <label htmlFor={id}>{t('children.time.label', { name: child.name })}</label>
      <select
        id={id}
        value={setAllowance.isPending ? setAllowance.variables.allowance : current}
        disabled={setAllowance.isPending}
        onChange={(event) => setAllowance.mutate({ childId: child.id, allowance: event.target.value as TimeAllowance })}
      >
        {ALLOWANCES.map((allowance) => (
          <option key={allowance} value={allowance}>
            {t(`children.time.${allowance}`)}
          </option>
        ))}
      </select>
      <span aria-live="polite">
        {setAllowance.isSuccess && t('children.time.saved', { name: child.name })}
        {setAllowance.isError && describeError(setAllowance.error, common('error.updateStudent'))}
      </span>
    </div>
  );
}
