import { changeValueTags } from '@homer/contracts/global-audit';
import sanitizeHtml from 'sanitize-html';

/**
 * The trigger stores changed values raw. Changes of a field that holds HTML (its label map's `html`) are shown as
 * HTML (spec §2), so they leave the server with simple formatting only: no attributes, scripts, images, links or
 * styles. Plain-text values are not passed through here; the browser shows them as text.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: changeValueTags,
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

// Without these characters there is no markup or entity to change: most values skip the parser.
const markup = /[<>&]/;

export function sanitizeChangeValue(value: string | null): string | null {
  if (value === null || !markup.test(value)) return value;
  return sanitizeHtml(value, options);
}
