import { useId, useState } from 'react';
import { formatDate, MASTERY_LEVEL_LABELS, SKILLS, t as common, type MasteryLevel } from 'shared';
import { QueryView } from 'shared/ui';
import type { SkillLevel } from 'shared/api';
import { useSkillQuestions, type SkillKey } from '../api/get-skill-questions.ts';
import { t } from '../messages.ts';

/** A level in words and colour: the word is the text alternative of the colour. */
export function LevelBadge({ level }: { level: MasteryLevel }) {
  return <span className={`parent-level parent-level-${level}`}>{MASTERY_LEVEL_LABELS[level]}</span>;
}

/** The questions a child answered on one skill, read when the parent opens it. */
function SkillQuestions({ skill }: { skill: SkillKey }) {
  const questions = useSkillQuestions(skill);
  return (
    <QueryView
      query={questions}
      errorText={common('error.default')}
      isEmpty={(list) => list.length === 0}
      empty={t('skills.questions.none')}
    >
      {(list) => (
        <ul className="parent-skill-questions">
          {list.map((question) => (
            <li key={question.id}>
              <span className={question.lastRight ? 'parent-answer-right' : 'parent-answer-wrong'}>
                {t(question.lastRight ? 'skills.question.right' : 'skills.question.wrong')}
              </span>{' '}
              {question.text}
              <small> {t('skills.question.when', { answered: formatDate(question.lastAnswered), due: formatDate(question.due) })}</small>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** One skill (or a topic's own row): its level, and the questions behind it on request. */
function SkillRow({ childId, row, label }: { childId: string; row: SkillLevel; label: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className={row.skill === '' ? 'parent-skill is-topic' : 'parent-skill'}>
      <button type="button" className="parent-skill-toggle" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <span className="parent-skill-name">{label}</span> <LevelBadge level={row.level} />{' '}
        <small>{t('skills.counts', { right: row.right, answers: row.answers })}</small>
      </button>
      <div id={panel} hidden={!open}>
        {open && <SkillQuestions skill={{ childId, subject: row.subject, topic: row.topic, skill: row.skill }} />}
      </div>
    </li>
  );
}

/**
 * The skill map: a child's skills by subject and topic, each with its level in words and colour, and the
 * questions behind it on click; the skills of a subject the child has not started yet are named too.
 */
export function SkillMap({ childId, childName, skills }: { childId: string; childName: string; skills: readonly SkillLevel[] }) {
  if (skills.length === 0) return <p className="mcq-state">{t('skills.none', { name: childName })}</p>;
  const subjects = [...new Set(skills.map((row) => row.subject))];
  return (
    <div className="parent-skill-map">
      {subjects.map((subject) => {
        const ofSubject = skills.filter((row) => row.subject === subject);
        const topics = [...new Set(ofSubject.map((row) => row.topic))];
        const started = new Set(ofSubject.map((row) => row.skill));
        const notStarted = (SKILLS[subject as keyof typeof SKILLS] ?? []).filter((skill) => !started.has(skill));
        return (
          <section key={subject} className="parent-skill-subject" aria-label={t('skills.subject', { subject, name: childName })}>
            <h4>{subject}</h4>
            {topics.map((topic) => {
              const own = ofSubject.find((row) => row.topic === topic && row.skill === '');
              return (
                <div key={topic} className="parent-skill-topic">
                  <ul className="parent-skills" aria-label={t('skills.topic', { topic })}>
                    {own && <SkillRow childId={childId} row={own} label={t('skills.topicRow', { topic })} />}
                    {ofSubject
                      .filter((row) => row.topic === topic && row.skill !== '')
                      .map((row) => (
                        <SkillRow key={row.skill} childId={childId} row={row} label={row.skill} />
                      ))}
                  </ul>
                </div>
              );
            })}
            {notStarted.length > 0 && (
              <p className="parent-skill-later">
                <LevelBadge level="not_started" /> {notStarted.join(', ')}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
