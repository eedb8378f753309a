import { Alert, Button, Checkbox, Input } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/checkbox.js';
import 'shared/antd-css/input.js';
import { useState } from 'react';
import { GRADES, QUESTION_TYPE_LABELS, QUESTION_TYPES, SUBJECTS } from 'shared';
import { QueryView } from 'shared/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { useCandidateQuestions, type CandidateFilters } from '../api/find-questions.ts';
import { t } from '../messages.ts';
import type { ChosenQuestion } from '../set-fields.ts';

interface QuestionPickerProps {
  chosen: readonly ChosenQuestion[];
  onToggle: (question: ChosenQuestion) => void;
  error?: string;
  /** A set that cannot change (published): its questions only, nothing to pick from or take out. */
  readOnly?: boolean;
}

const choices = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

/** Select Questions: the chosen ones, then the server's list filtered by text, subject, grade and type; a click toggles. */
export function QuestionPicker({ chosen, onToggle, error, readOnly = false }: QuestionPickerProps) {
  const [filters, setFilters] = useState<CandidateFilters>({ search: '' });
  const [pages, setPages] = useState(1);
  const candidates = useCandidateQuestions(filters, pages, !readOnly);
  const chosenIds = new Set(chosen.map((q) => q.id));
  const filter = (patch: Partial<CandidateFilters>) => {
    setPages(1);
    setFilters((current) => ({ ...current, ...patch }));
  };
  return (
    <div className="creator-picker">
      {error && <Alert type="error" role="alert" showIcon title={error} />}
      <h3 className="creator-picker-heading">{t('pick.selectedList')}</h3>
      {chosen.length === 0 ? (
        <p className="mcq-state">{t('pick.none')}</p>
      ) : (
        <ol aria-label={t('pick.selectedList')} className="mcq-list">
          {chosen.map((question) => (
            <li key={question.id} className="mcq-row">
              <span>{question.text}</span>
              <span className="mcq-row-meta">
                {t('pick.seconds', { seconds: question.estimatedTime })}{' '}
                {!readOnly && (
                  <Button size="small" aria-label={t('pick.remove', { text: question.text })} onClick={() => onToggle(question)}>
                    ×
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {readOnly ? null : (
        <>
          <div className="mcq-filters">
            <Input.Search
              aria-label={t('pick.search')}
              placeholder={t('pick.search')}
              allowClear
              onSearch={(search) => filter({ search })}
            />
            <FilterSelect
              label={t('pick.subject')}
              allLabel={t('pick.all')}
              value={filters.subject ?? ''}
              onChange={(subject) => filter({ subject: subject || undefined })}
              options={choices(SUBJECTS)}
            />
            <FilterSelect
              label={t('pick.grade')}
              allLabel={t('pick.all')}
              value={filters.grade ?? ''}
              onChange={(grade) => filter({ grade: grade || undefined })}
              options={choices(GRADES)}
            />
            <FilterSelect
              label={t('pick.type')}
              allLabel={t('pick.all')}
              value={filters.type ?? ''}
              onChange={(type) => filter({ type: type || undefined })}
              options={choices(QUESTION_TYPES, (value) => QUESTION_TYPE_LABELS[value as keyof typeof QUESTION_TYPE_LABELS])}
            />
          </div>
          <QueryView query={candidates} errorText={t('pick.failed')} isEmpty={(page) => page.items.length === 0} empty={t('pick.empty')}>
            {(page) => (
              <>
                <ul aria-label={t('pick.list')} className="mcq-list creator-candidates">
                  {page.items.map((question) => (
                    <li key={question.id} className="mcq-row">
                      <Checkbox checked={chosenIds.has(question.id)} onChange={() => onToggle(question)}>
                        {question.text}
                      </Checkbox>
                      <span className="mcq-row-meta">
                        {question.subject} · {question.grade} · {t('pick.seconds', { seconds: question.estimatedTime })}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="mcq-state">{t('pick.shown', { shown: page.items.length, total: page.totalItems })}</p>
                {page.items.length < page.totalItems && <Button onClick={() => setPages((n) => n + 1)}>{t('pick.more')}</Button>}
              </>
            )}
          </QueryView>
        </>
      )}
    </div>
  );
}
