/** Moves focus to a form's field by name (on-submit validation goes to the first field in error). */
export function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
