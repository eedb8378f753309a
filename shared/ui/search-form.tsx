import { useId, type ReactNode } from 'react';

interface SearchFormProps {
  /** The box's label, which also names the search landmark (a page may have several). */
  label: string;
  /** Called with the text when the user presses Enter. */
  onSearch: (text: string) => void;
  /** Filters shown beside the box. */
  children?: ReactNode;
}

/** A labelled search box, searching on Enter, with room for filters: a native form, light enough for a first screen. */
export function SearchForm({ label, onSearch, children }: SearchFormProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={label}
      className="mcq-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('search') ?? ''));
      }}
    >
      <label htmlFor={id} className="mcq-field">
        <span>{label}</span>
        <input id={id} name="search" type="search" className="mcq-input" />
      </label>
      {children}
    </form>
  );
}

/** Whether any of the texts holds the search text, in any case; an empty search matches everything. */
export function matchesSearch(search: string, ...texts: ReadonlyArray<string | undefined>): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  return !wanted || texts.some((text) => text?.toLocaleLowerCase().includes(wanted));
}
