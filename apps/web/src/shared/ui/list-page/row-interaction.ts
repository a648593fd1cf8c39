import type { KeyboardEvent, MouseEvent } from 'react';

const nestedControls =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"], [role="combobox"]';

/**
 * Row-level click and Enter handling for clickable rows and cards.
 * Clicks on controls inside the row (buttons, links, inline inputs) keep their own meaning, and so do events
 * that bubble through React portals (a modal opened from a row) whose DOM target lies outside the row.
 */
export function rowInteraction<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return {};
  return {
    tabIndex: 0,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const target = event.target as Element;
      if (!event.currentTarget.contains(target)) return;
      const control = target.closest(nestedControls);
      if (control && control !== event.currentTarget && event.currentTarget.contains(control)) return;
      onRowClick(row);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      onRowClick(row);
    },
  };
}
