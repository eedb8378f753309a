import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag } from 'antd';
import 'shared/antd-css/button.js';
import 'shared/antd-css/input.js';
import 'shared/antd-css/space.js';
import 'shared/antd-css/tag.js';
import { useId, useState } from 'react';
import { addListEntry } from 'shared';

interface EntryListInputProps {
  /** The label of the text box; the list and its buttons are named after it. */
  label: string;
  value?: readonly string[];
  onChange?: (value: string[]) => void;
  /** The plus button beside the box (objectives and prerequisites, docs/product.md "Create and Edit Question Set"); tags are added by Enter only. */
  addButton?: boolean;
  placeholder?: string;
  maxLength?: number;
}

/**
 * A list of short texts typed one at a time: Enter (or the plus button) adds the entry when it
 * is not empty and not already there; each entry has a button that removes it.
 */
export function EntryListInput({ label, value = [], onChange, addButton = false, placeholder, maxLength = 200 }: EntryListInputProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const next = addListEntry(value, draft);
    if (next !== value) onChange?.([...next]);
    setDraft('');
  };
  return (
    <div className="mcq-entry-list">
      <Space.Compact block>
        <Input
          id={id}
          aria-label={label}
          value={draft}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            // Enter adds the entry; it must not submit the form around it.
            event.preventDefault();
            add();
          }}
        />
        {addButton && <Button icon={<PlusOutlined />} aria-label={`Add to ${label}`} onClick={add} />}
      </Space.Compact>
      {value.length > 0 && (
        <ul aria-label={`Added ${label.toLowerCase()}`} className="mcq-entry-list-items">
          {value.map((entry) => (
            <li key={entry}>
              <Tag>
                {entry}
                <Button
                  type="text"
                  size="small"
                  aria-label={`Remove ${entry}`}
                  onClick={() => onChange?.(value.filter((other) => other !== entry))}
                >
                  ×
                </Button>
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
