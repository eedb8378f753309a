import { Alert } from 'antd';
import 'shared/antd-css/alert.js';
import { useId } from 'react';
import { Link } from 'shared/router';
import { href, type StudentsResponse } from 'shared';
import { t } from '../messages.ts';
import './assignments.css';

interface Props {
  kids: readonly StudentsResponse[];
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Children who may not be taken off (once a child has started), and why. */
  kept?: { ids: readonly string[]; because: string };
  /** The group's name: its section's title. */
  label: string;
}

/** The parent's children, each a real checkbox: a click or the space bar assigns the child. */
export function ChildPicker({ kids, value = [], onChange, kept, label }: Props) {
  const id = useId();
  const toggle = (childId: string) => onChange?.(value.includes(childId) ? value.filter((v) => v !== childId) : [...value, childId]);
  if (kids.length === 0) {
    return (
      <p className="mcq-state">
        {t('form.children.none')} <Link to={`${href('children')}/add`}>{t('form.children.add')}</Link>
      </p>
    );
  }
  return (
    <div role="group" aria-label={label}>
      {kept && kept.ids.length > 0 && <Alert type="info" showIcon title={kept.because} className="mcq-form-alert" />}
      <ul className="parent-choices">
        {kids.map((child) => (
          <li key={child.id}>
            <label className="parent-choice">
              <input
                type="checkbox"
                checked={value.includes(child.id)}
                disabled={kept?.ids.includes(child.id)}
                onChange={() => toggle(child.id)}
                aria-labelledby={`${id}-${child.id}`}
              />
              <span>
                <span className="parent-choice-title" id={`${id}-${child.id}`}>
                  {child.name}
                </span>
                <span className="parent-choice-details">{child.grade || ''}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
