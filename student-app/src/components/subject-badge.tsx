import { BookOutlined, CalculatorOutlined, ExperimentOutlined, GlobalOutlined, HourglassOutlined, ReadOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { subjectColor, type Subject } from 'shared';

const icons: Record<Subject, typeof BookOutlined> = {
  Mathematics: CalculatorOutlined,
  English: ReadOutlined,
  Science: ExperimentOutlined,
  History: HourglassOutlined,
  Geography: GlobalOutlined,
};

/** The subject's colours as the CSS variables its badge, card or border reads. */
export function subjectStyle(subject: string | undefined): CSSProperties {
  const { color, tint } = subjectColor(subject);
  return { '--subject-color': color, '--subject-tint': tint } as CSSProperties;
}

/** A subject's simple picture (decorative: the subject's name is always beside it). */
export function SubjectIcon({ subject }: { subject: string | undefined }) {
  const Icon = icons[subject as Subject] ?? BookOutlined;
  return (
    <span className="kid-subject-icon" style={subjectStyle(subject)} aria-hidden="true">
      <Icon />
    </span>
  );
}

/** The subject's name with its icon, in its colour. */
export function SubjectBadge({ subject }: { subject: string | undefined }) {
  return (
    <span className="kid-subject" style={subjectStyle(subject)}>
      <SubjectIcon subject={subject} />
      {subject}
    </span>
  );
}
