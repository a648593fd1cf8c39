/**
 * Names of the scheme-dependent colours that scheme-tokens.css defines (decision 092); components take the CSS
 * variables from here, never a colour of their own.
 */

/** Row highlights of the lists, each in both schemes. */
export const rowTones = [
  'budget-low',
  'po-low',
  'budget-and-po-low',
  'current-fiscal-year',
  'inactive-fiscal-year',
  'overdue-ticket',
] as const;
export type RowTone = (typeof rowTones)[number];

/** Message bubbles: the chat's own and others' messages, a ticket's requester, staff and internal notes. */
export const bubbleTones = ['chat-own', 'chat-other', 'requester', 'staff', 'internal'] as const;
export type BubbleTone = (typeof bubbleTones)[number];

export const rowToneVar = (tone: RowTone) => ({
  background: `var(--homer-row-${tone}-bg)`,
  text: `var(--homer-row-${tone}-text)`,
});

export const bubbleToneVar = (tone: BubbleTone) => ({
  background: `var(--homer-bubble-${tone}-bg)`,
  text: `var(--homer-bubble-${tone}-text)`,
  border: `var(--homer-bubble-${tone}-border)`,
});

/** A filled badge's colours: the dark scheme's tone of its palette colour, else the colour the page gave. */
export const badgeToneVars = (paletteName: string, given: { background: string; color: string }) => ({
  '--badge-bg': `var(--homer-badge-${paletteName}-bg, ${given.background})`,
  '--badge-color': `var(--homer-badge-text, ${given.color})`,
});
