import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs in plain markup, by the WAI-ARIA tabs pattern (arrow keys, Home and End move and open a
 * tab): a dashboard's first screen does not pull in antd's Tabs. Only the open tab's content is
 * rendered, so a tab's own code loads when it is first opened.
 */
export function Tabs({
  label,
  items,
  active,
  onChange,
}: {
  label: string;
  items: readonly TabItem[];
  active: string;
  onChange: (key: string) => void;
}) {
  const id = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const open = items.find((item) => item.key === active) ?? items[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    const next = move && items[move(index, items.length)];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div className="mcq-tabs">
      <div role="tablist" aria-label={label} className="mcq-tablist">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(button) => {
              if (button) buttons.current.set(item.key, button);
              else buttons.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item === open}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item === open ? 0 : -1}
            className="mcq-tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {open && (
        <div role="tabpanel" id={`${id}-panel-${open.key}`} aria-labelledby={`${id}-tab-${open.key}`} tabIndex={0} className="mcq-tabpanel">
          {open.content}
        </div>
      )}
    </div>
  );
}
