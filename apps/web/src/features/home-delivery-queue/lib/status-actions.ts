import type { HomeDeliveryStatus } from '@homer/contracts/home-delivery-queue';

/** How the request page offers each next status: the button, the dialog's question and its confirm label. */
export const statusActions: Record<
  HomeDeliveryStatus,
  { button: string; question: (id: number) => string; confirm: string; colour: string }
> = {
  Received: { button: 'Received', question: () => '', confirm: 'Received', colour: 'blue.8' },
  'In Process': {
    button: 'Start processing',
    question: (id) => `Move request #${id} to In Process? The Rx lines should be filled in QS1 now.`,
    confirm: 'Move to In Process',
    colour: 'blue.8',
  },
  Shipped: {
    button: 'Mark as shipped',
    question: (id) =>
      `Mark request #${id} as shipped? If QS1 has an email for the patient, they are told it is on its way.`,
    confirm: 'Mark as shipped',
    colour: 'teal.9',
  },
  Cancelled: {
    button: 'Cancel request',
    question: (id) => `Cancel request #${id}? Nothing will be mailed. The patient can ask again.`,
    confirm: 'Cancel request',
    colour: 'red.8',
  },
};
