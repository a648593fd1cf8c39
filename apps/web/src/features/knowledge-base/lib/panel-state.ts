/** Spec §4.9: the knowledge base panel is closed, viewing, editing or creating. */
export type PanelState =
  | { mode: 'closed' }
  /** `focus`: the panel opened from inside itself (Save Changes, Cancel, a restore), so it takes the focus. */
  | { mode: 'viewing'; documentId: number; focus?: boolean }
  | { mode: 'editing'; documentId: number }
  | { mode: 'creating' };

export const closedPanel: PanelState = { mode: 'closed' };
