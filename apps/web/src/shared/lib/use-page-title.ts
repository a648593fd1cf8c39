import { useEffect } from 'react';

/**
 * A tab title that says more than the route table's (register mode of the help ticket, a record's name). The
 * root layout sets the route's title in a layout effect, which runs before any page's effect of the same render,
 * so the page's own title is the one that stays.
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    // null: nothing of the page's own yet; the route's title stays.
    if (title !== null) document.title = title;
  }, [title]);
}
