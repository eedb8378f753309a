import { Button } from 'antd';
import 'shared/antd-css/button.js';
import { useEffect, useId, useRef } from 'react';
import { t } from '../messages.ts';
import './access-code-notice.css';
import { NEVER_KEPT } from 'shared/content';

export interface CodeNotice {
  title: string;
  childName: string;
  studentId: string;
  accessCode: string;
}

/**
 * The one moment an access code can be read: the server keeps only a hash. The notice takes
 * the focus so that a screen reader reads it out at once (keyed by its code, it mounts anew for each).
 */
export function AccessCodeNotice({ notice, onPrint, onDone }: { notice: CodeNotice; onPrint: () => void; onDone: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="mcq-panel access-code-notice" {...{ [NEVER_KEPT]: '' }}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mcq-card-title">
        {notice.title}
      </h2>
      <dl>
        <dt>{t('children.studentId')}</dt>
        <dd>{notice.studentId}</dd>
        <dt>{t('children.code.accessCode')}</dt>
        <dd>{notice.accessCode}</dd>
      </dl>
      <p>
        <strong>{t('children.code.once')}</strong>
      </p>
      <p>{t('children.code.howToSignIn', { name: notice.childName })}</p>
      <div className="access-code-notice-actions">
        <Button onClick={onPrint} aria-label={t('children.code.print.label', { name: notice.childName })}>
          {t('children.code.print')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('children.code.done')}
        </Button>
      </div>
    </section>
  );
}
