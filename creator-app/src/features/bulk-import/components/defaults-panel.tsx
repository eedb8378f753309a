import { Col, Row, Select } from 'antd';
import 'shared/antd-css/col.js';
import 'shared/antd-css/row.js';
import 'shared/antd-css/select.js';
import { useId } from 'react';
import { DIFFICULTIES, GRADES, SKILLS, SUBJECTS, TOPICS, type Difficulty, type Grade, type Subject } from 'shared';
import type { ImportDefaults } from 'shared/import';
import { Panel } from 'shared/ui';
import { t } from '../messages.ts';
import './bulk-import.css';

/** The values a row that leaves them out gets: subject, grade, difficulty, and the subject's topic and skills. */
export function DefaultsPanel({ defaults, onChange }: { defaults: ImportDefaults; onChange: (patch: ImportDefaults) => void }) {
  const ids = { subject: useId(), grade: useId(), topic: useId(), skills: useId(), difficulty: useId() };
  const subject = defaults.subject || undefined;
  return (
    <Panel title={t('import.defaults')}>
      <p>{t('import.defaults.body')}</p>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <label htmlFor={ids.subject}>{t('field.subject')}</label>
          <Select<Subject>
            id={ids.subject}
            allowClear
            className="creator-import-select"
            value={subject}
            onChange={(value) => onChange({ subject: value ?? '', topic: '', skills: [] })}
            options={SUBJECTS.map((value) => ({ value, label: value }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <label htmlFor={ids.grade}>{t('field.grade')}</label>
          <Select<Grade>
            id={ids.grade}
            allowClear
            className="creator-import-select"
            value={defaults.grade || undefined}
            onChange={(value) => onChange({ grade: value ?? '' })}
            options={GRADES.map((value) => ({ value, label: value }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <label htmlFor={ids.difficulty}>{t('field.difficulty')}</label>
          <Select<Difficulty>
            id={ids.difficulty}
            allowClear
            className="creator-import-select"
            value={defaults.difficulty || undefined}
            onChange={(value) => onChange({ difficulty: value ?? '' })}
            options={DIFFICULTIES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <label htmlFor={ids.topic}>{t('field.topic')}</label>
          <Select
            id={ids.topic}
            allowClear
            disabled={!subject}
            className="creator-import-select"
            value={defaults.topic || undefined}
            onChange={(value: string | undefined) => onChange({ topic: value ?? '' })}
            options={(subject ? TOPICS[subject] : []).map((value) => ({ value, label: value }))}
          />
        </Col>
        <Col xs={24} md={16}>
          <label htmlFor={ids.skills}>{t('field.skills')}</label>
          <Select
            id={ids.skills}
            mode="multiple"
            disabled={!subject}
            className="creator-import-select"
            value={defaults.skills ?? []}
            onChange={(value: string[]) => onChange({ skills: value })}
            options={(subject ? SKILLS[subject] : []).map((value) => ({ value, label: value }))}
          />
        </Col>
      </Row>
    </Panel>
  );
}
