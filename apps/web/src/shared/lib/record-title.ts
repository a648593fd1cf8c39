/**
 * The browser tab's title of a record page (decision 084): the record first, so a row of tabs tells records
 * apart, then the page's own title as the route table gives it. Without a name yet, the page's title alone.
 */
export function recordTitle(record: string | null | undefined, pageTitle: string): string {
  const name = record?.trim();
  return name ? `${name} · ${pageTitle}` : pageTitle;
}
