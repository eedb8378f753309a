// A production build serves `/login` prerendered (scripts/prerender.mjs): the form shows before the
// app has loaded, and a parent may already be typing into it. The app's own form replaces it once
// rendered; what was typed, and where, is read from the prerendered inputs as the app's form takes
// their place on screen (in the same task), so no key press falls between the two.

export interface TypedBeforeStart {
  /** The prerendered form's values by input name, blanks left out. */
  values: Partial<Record<string, string>>;
  /** The input last focused, with its selection. */
  focus: { name: string; start: number | null; end: number | null } | null;
}

let prerendered: { inputs: HTMLInputElement[]; focused: HTMLInputElement | null } | null = null;

/** Keeps an eye on the prerendered form in `container` until the sign-in page takes over from it. */
export function watchPrerenderedForm(container: HTMLElement): void {
  const inputs = [...container.querySelectorAll<HTMLInputElement>('input[name]')];
  const watched = { inputs, focused: inputs.find((input) => input === document.activeElement) ?? null };
  container.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement) watched.focused = event.target;
  });
  prerendered = watched;
}

/**
 * What was typed into the prerendered form, once: a later visit to the sign-in (after a logout, say)
 * starts blank. Null when the page was not served prerendered.
 */
export function takeTypedBeforeStart(): TypedBeforeStart | null {
  if (!prerendered) return null;
  const { inputs, focused } = prerendered;
  prerendered = null;
  return {
    values: Object.fromEntries(inputs.filter((input) => input.value).map((input) => [input.name, input.value])),
    focus: focused && { name: focused.name, start: focused.selectionStart, end: focused.selectionEnd },
  };
}
