import { Select } from 'antd';
import 'shared/antd-css/select.js';
import { useId } from 'react';
import './filter-select.css';

interface FilterSelectProps {
  /** The filter's name, shown above it and read as its label. */
  label: string;
  /** What the empty choice (no filter) is called. */
  allLabel: string;
  /** The chosen value; '' for no filter. */
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A list's filter with a visible label, so a row of them never reads "All / All / All". */
export function FilterSelect({ label, allLabel, value, onChange, options }: FilterSelectProps) {
  // antd's own ids for selects repeat in tests; each filter gets one of its own, which its label names.
  const id = useId();
  return (
    <div className="creator-filter">
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} onChange={onChange} options={[{ value: '', label: allLabel }, ...options]} />
    </div>
  );
}
