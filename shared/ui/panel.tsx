import { useId, type ReactNode, type Ref } from 'react';

interface PanelProps {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  /** For a panel that takes the focus when it appears: its title, focusable by script only. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A titled box on a page: plain markup, so a screen that needs a frame does not pull in antd's Card and its Tabs. */
export function Panel({ title, children, className, titleRef }: PanelProps) {
  const titleId = useId();
  return (
    <section className={['mcq-panel', className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className="mcq-card-title">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
