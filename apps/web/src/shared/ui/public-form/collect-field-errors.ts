/** One refused field as the error summary lists it. */
export type FieldError = { label: string; message: string; target: HTMLElement };

/**
 * Marks an element whose text is a field's message that is not a Mantine field error (e.g. the address
 * check's alert), so the error summary lists it: `label` names the field, `targetId` is what its link focuses.
 */
export function summaryEntry(label: string, targetId: string) {
  return { 'data-summary-label': label, 'data-summary-target': targetId };
}

// Mantine marks a field with an error by aria-invalid; its checkbox only by data-error.
const refusedFields = '[aria-invalid="true"], input[type="checkbox"][data-error], [data-summary-label]';

/** Text a person sees, without what is hidden from assistive technology (the required asterisk). */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function byIds(ids: string | null): HTMLElement[] {
  return (ids ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((e): e is HTMLElement => e !== null);
}

function labelOf(field: HTMLElement): string {
  const labelledBy = byIds(field.getAttribute('aria-labelledby'));
  if (labelledBy.length > 0) return labelledBy.map(visibleText).join(' ');
  const label = (field as HTMLInputElement).labels?.[0];
  if (label) return visibleText(label);
  return field.getAttribute('aria-label') ?? '';
}

function messageOf(field: HTMLElement): string {
  const error = byIds(field.getAttribute('aria-describedby')).find((e) => e.id.endsWith('-error'));
  return error ? visibleText(error) : '';
}

/** A group itself takes no focus: its chosen option, else its first one, does. */
function focusTarget(field: HTMLElement): HTMLElement {
  if (field.getAttribute('role') !== 'radiogroup') return field;
  return (
    field.querySelector<HTMLElement>('input:checked') ?? field.querySelector<HTMLElement>('input') ?? field
  );
}

/** The refused fields inside `root`, in page order, each with its label and message. */
export function collectFieldErrors(root: HTMLElement): FieldError[] {
  const found: FieldError[] = [];
  const seen = new Set<HTMLElement>();
  for (const field of root.querySelectorAll<HTMLElement>(refusedFields)) {
    if (field.closest('[hidden], [aria-hidden="true"]')) continue;
    const custom = field.dataset.summaryLabel;
    const entry: FieldError =
      custom !== undefined
        ? {
            label: custom,
            message: visibleText(field),
            target: document.getElementById(field.dataset.summaryTarget ?? '') ?? field,
          }
        : { label: labelOf(field), message: messageOf(field), target: focusTarget(field) };
    if (entry.message === '' || seen.has(entry.target)) continue;
    seen.add(entry.target);
    found.push(entry);
  }
  return found;
}
