const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * Brings a form field into view and puts the caret in it: the field's box is found by its
 * `data-field`, closed groups around it are opened, then its labelled input (or the first
 * focusable element in the box) gets focus. False when the form does not show the field.
 */
export function focusField(root: HTMLElement | null, field: string): boolean {
  const box = [...(root?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].find((element) => element.dataset.field === field);
  if (!box) return false;
  for (let parent = box.parentElement; parent && parent !== root; parent = parent.parentElement) {
    if (parent instanceof HTMLDetailsElement) parent.open = true;
  }
  const labelTarget = box.querySelector('label[for]')?.getAttribute('for');
  const labelled = labelTarget ? box.ownerDocument.getElementById(labelTarget) : null;
  const target = labelled && labelled.matches(FOCUSABLE) ? labelled : box.querySelector<HTMLElement>(FOCUSABLE);
  box.scrollIntoView?.({ block: 'center' });
  (target ?? box).focus({ preventScroll: true });
  return true;
}
