import { Alert } from 'antd';
import 'shared/antd-css/alert.js';
import { useId, useState } from 'react';
import { GRADES, SUBJECTS } from 'shared';
import type { QuestionSet } from '../api/get-question-sets.ts';
import { filterSets, groupBySubject, NO_FILTERS, PARENT_SET_TYPES, setTypeLabel, type SetFilters } from '../assignment-fields.ts';
import { t } from '../messages.ts';
import './assignments.css';

interface Props {
  sets: readonly QuestionSet[];
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Why the sets can no longer change, when they cannot. */
  lockedBecause?: string;
  /** The group's name: its section's title. */
  label: string;
}

/** Up to this many sets, or any filter set, every subject's group is open; past it, only the groups holding a chosen set. */
const OPEN_UP_TO = 12;

/**
 * The published question sets: the filters first, then the sets that match, a group per subject that
 * opens and closes (the bank's 74 are too many for one list), each set a real checkbox: a click or the
 * space bar selects it.
 */
export function SetPicker({ sets, value = [], onChange, lockedBecause, label }: Props) {
  const [filters, setFilters] = useState<SetFilters>(NO_FILTERS);
  const id = useId();
  const shown = filterSets(sets, filters);
  // The whole long list comes folded; what a parent has narrowed it to with the filters is shown open.
  const folded = shown.length > OPEN_UP_TO && Object.values(filters).every((text) => text.trim() === '');
  const toggle = (setId: string) => onChange?.(value.includes(setId) ? value.filter((v) => v !== setId) : [...value, setId]);
  const filter = (name: keyof SetFilters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [name]: event.target.value });

  return (
    <div role="group" aria-label={label}>
      {lockedBecause && <Alert type="info" showIcon title={lockedBecause} className="mcq-form-alert" />}
      <div className="parent-filters">
        <label>
          {t('form.sets.search')}
          <input className="parent-field" type="search" value={filters.search} onChange={filter('search')} />
        </label>
        <label>
          {t('form.sets.subject')}
          <select className="parent-field" value={filters.subject} onChange={filter('subject')}>
            <option value="">{t('form.sets.allSubjects')}</option>
            {SUBJECTS.map((subject) => (
              <option key={subject}>{subject}</option>
            ))}
          </select>
        </label>
        <label>
          {t('form.sets.grade')}
          <select className="parent-field" value={filters.grade} onChange={filter('grade')}>
            <option value="">{t('form.sets.allGrades')}</option>
            {GRADES.map((grade) => (
              <option key={grade}>{grade}</option>
            ))}
          </select>
        </label>
        <label>
          {t('form.sets.type')}
          <select className="parent-field" value={filters.type} onChange={filter('type')}>
            <option value="">{t('form.sets.allTypes')}</option>
            {PARENT_SET_TYPES.map((type) => (
              <option key={type} value={type}>
                {setTypeLabel(type)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="mcq-state">{t('form.sets.none')}</p>
      ) : (
        // A long list scrolls in its box: focusable, so the keyboard scrolls it even when every set is locked.
        <section aria-label={t('form.sets.list')} className="parent-choices-scroll" tabIndex={0}>
          {groupBySubject(shown).map(([subject, group]) => {
            const chosen = group.filter((set) => value.includes(set.id)).length;
            return (
              // A native disclosure: Enter or Space on its summary opens it, and a screen reader says whether it is open.
              <details key={subject} className="parent-choice-group" open={!folded || chosen > 0}>
                <summary>
                  <span className="parent-choice-group-title">{subject}</span>{' '}
                  <span className="parent-choice-details">{t('form.sets.groupCount', { count: group.length, chosen })}</span>
                </summary>
                <ul className="parent-choices" aria-label={subject}>
                  {group.map((set) => (
                    <li key={set.id}>
                      <label className="parent-choice">
                        <input
                          type="checkbox"
                          checked={value.includes(set.id)}
                          disabled={Boolean(lockedBecause)}
                          onChange={() => toggle(set.id)}
                          aria-labelledby={`${id}-${set.id}-title`}
                          aria-describedby={`${id}-${set.id}-details`}
                        />
                        <span>
                          <span className="parent-choice-title" id={`${id}-${set.id}-title`}>
                            {set.title}
                          </span>
                          <span className="parent-choice-details" id={`${id}-${set.id}-details`}>
                            {t('form.sets.details', {
                              subject: set.subject,
                              grade: set.grade,
                              type: setTypeLabel(set.type),
                              questions: set.totalQuestions ?? set.questions.length,
                              minutes: set.estimatedTime ?? 0,
                            })}
                            <br />
                            {set.description}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </details>
            );
          })}
        </section>
      )}
    </div>
  );
}
