import { useId, type ReactNode } from 'react';

/** A titled box on a page: plain markup, so a screen that needs a frame does not pull in antd's Card and its Tabs. */
export function Panel({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  const titleId = useId();
  return (
    <section className={['mcq-panel', className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className="mcq-card-title">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
