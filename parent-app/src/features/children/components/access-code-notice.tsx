import { Button, Card, Typography } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { t } from '../messages.ts';

export interface CodeNotice {
  title: string;
  childName: string;
  studentId: string;
  accessCode: string;
}

const valueStyle = { fontFamily: 'monospace', fontSize: 22, fontWeight: 700, margin: '0 0 12px' } as const;

/**
 * The one moment an access code can be read: the server keeps only a hash. The notice takes
 * the focus so that a screen reader reads it out at once (keyed by its code, it mounts anew for each).
 */
export function AccessCodeNotice({ notice, onDone }: { notice: CodeNotice; onDone: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId}>
      <Card style={{ borderColor: '#52c41a', borderWidth: 2 }}>
        <h2 id={headingId} ref={heading} tabIndex={-1} style={{ marginTop: 0, fontSize: 20 }}>
          {notice.title}
        </h2>
        <dl style={{ margin: '0 0 8px' }}>
          <dt>{t('children.studentId')}</dt>
          <dd style={valueStyle}>{notice.studentId}</dd>
          <dt>{t('children.code.accessCode')}</dt>
          <dd style={valueStyle}>{notice.accessCode}</dd>
        </dl>
        <Typography.Paragraph strong>{t('children.code.once')}</Typography.Paragraph>
        <Typography.Paragraph>{t('children.code.howToSignIn', { name: notice.childName })}</Typography.Paragraph>
        <Button type="primary" onClick={onDone}>
          {t('children.code.done')}
        </Button>
      </Card>
    </section>
  );
}
