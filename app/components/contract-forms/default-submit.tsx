/**
 * Enter in a field presses the form's first submit button. Forms with row buttons (add, remove)
 * before "Save and continue" start with this one, so Enter saves and continues.
 */
export function DefaultSubmit() {
  return <button type="submit" name="intent" value="next" className="sr-only" tabIndex={-1} aria-hidden="true" />;
}
