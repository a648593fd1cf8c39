import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { id, queryIdOrZero, text } from './fields.ts';
import { publicFormFields } from './public-form.ts';

/** Spec document 1 §9 and document 2 §9: ticket form limits and defaults. */
export const helpTicketLimits = {
  fullName: 250,
  email: 100,
  phoneNumber: 21,
  subject: 200,
  description: 500,
};
export const helpTicketDefaults = { categoryId: 4, priorityId: 1 } as const;
/** Register mode picks its category by this text (spec document 2 §3). */
export const accountRegistrationCategory = 'Account Registration';

export const helpTicketMessages = {
  fullNameRequired: 'Full Name is required.',
  fullNameMax: `Full Name cannot be longer than ${helpTicketLimits.fullName} characters.`,
  fullNamePattern: 'Full Name may contain only letters, spaces, apostrophes and hyphens.',
  emailRequired: 'Email is required.',
  emailMax: `Email cannot be longer than ${helpTicketLimits.email} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Phone is required.',
  phoneInvalid: 'Invalid phone number',
  facilityRequired: 'Facility is required.',
  categoryRequired: 'Category is required.',
  priorityRequired: 'Priority is required.',
  subjectRequired: 'Subject is required.',
  subjectMax: `Subject cannot be longer than ${helpTicketLimits.subject} characters.`,
  subjectPattern:
    'Subject may contain only letters, numbers, spaces, apostrophes, hyphens, question marks and periods.',
  descriptionRequired: 'Description is required.',
  descriptionMax: `Description cannot be longer than ${helpTicketLimits.description} characters.`,
  descriptionPattern:
    'Description may contain only letters, numbers, spaces, apostrophes, hyphens, question marks and periods.',
  unknownChoice: 'Please choose a facility, category and priority from the lists.',
  submitted:
    'Your Support Desk Ticket has been submitted. An email has been sent to program staff notifying them of your Support Desk Ticket.',
} as const;

/** Spec document 2 §2: the priority tooltip. */
export const priorityTooltip =
  'High: suspected bugs and login problems. Normal: general support requests. Low: workflow questions and feature requests.';

/** A simple address with a 2 to 4 letter ending (spec document 1 §5, document 2 §5). */
export const simpleEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** What an email field keeps as it changes: characters an address can hold, nothing that could carry markup. */
export function sanitizeEmailInput(value: string): string {
  return value.replace(/[^A-Za-z0-9._%+\-@]/g, '');
}

/** US-style phone with an optional country code and extension. */
export const phonePattern =
  /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(\s*(x|ext\.?|extension)\s*\d{1,6})?$/i;

const fullNamePattern = /^[\p{L}' -]+$/u;
// Letters, digits, whitespace (descriptions span lines), apostrophes, hyphens, question marks and periods.
const ticketTextPattern = /^[\p{L}\d\s'?.-]+$/u;

export function emailField(max: number, messages: { required: string; max: string; invalid: string }) {
  // A pipe, not `abort: true`: PFS registration compares two of these (see whenFieldsValid in cross-field.ts).
  return text({ max, required: messages.required, tooLong: messages.max }).pipe(
    z.string().regex(simpleEmailPattern, messages.invalid),
  );
}

export function phoneField(max: number, messages: { required: string; invalid: string }) {
  return text({ max, required: messages.required, tooLong: messages.invalid }).pipe(
    z.string().regex(phonePattern, messages.invalid),
  );
}

/** The ticket as the person fills it in (spec document 1 §3 "Public help-desk ticket", §5 "Public ticket"). */
export const helpTicketFormSchema = z.object({
  fullName: text({
    max: helpTicketLimits.fullName,
    required: helpTicketMessages.fullNameRequired,
    tooLong: helpTicketMessages.fullNameMax,
  }).pipe(z.string().regex(fullNamePattern, helpTicketMessages.fullNamePattern)),
  email: emailField(helpTicketLimits.email, {
    required: helpTicketMessages.emailRequired,
    max: helpTicketMessages.emailMax,
    invalid: helpTicketMessages.emailInvalid,
  }),
  phoneNumber: phoneField(helpTicketLimits.phoneNumber, {
    required: helpTicketMessages.phoneRequired,
    invalid: helpTicketMessages.phoneInvalid,
  }),
  facilityId: id(helpTicketMessages.facilityRequired),
  categoryId: id(helpTicketMessages.categoryRequired),
  priorityId: id(helpTicketMessages.priorityRequired),
  subject: text({
    max: helpTicketLimits.subject,
    required: helpTicketMessages.subjectRequired,
    tooLong: helpTicketMessages.subjectMax,
  }).pipe(z.string().regex(ticketTextPattern, helpTicketMessages.subjectPattern)),
  description: text({
    max: helpTicketLimits.description,
    required: helpTicketMessages.descriptionRequired,
    tooLong: helpTicketMessages.descriptionMax,
  }).pipe(z.string().regex(ticketTextPattern, helpTicketMessages.descriptionPattern)),
  /** id=register: an account request, offered HOMER's lists instead of the PFS ones. */
  isRegister: z.boolean(),
});
export type HelpTicketForm = z.infer<typeof helpTicketFormSchema>;

/** POST api/PublicPfsHelpTicket/SubmitPfsHelpTicket. */
export const helpTicketSubmitSchema = helpTicketFormSchema.extend(publicFormFields);
export type HelpTicketSubmit = z.infer<typeof helpTicketSubmitSchema>;
export const helpTicketSubmitResponseSchema = envelopeSchema(z.number().int(), z.null());

// ---------------------------------------------------------------------------------------------------------
// Help-desk feedback survey (spec document 1 §2.9, §3, §5)

export const feedbackLimits = { commentMax: 1000, ratingMin: 1, ratingMax: 5 } as const;

export const feedbackMessages = {
  ratingRequired: 'Rating is required to submit this feedback.',
  commentMax: `Comment cannot be longer than ${feedbackLimits.commentMax} characters.`,
  thankYou: 'Thank you for your response! Your feedback has been submitted.',
  notFound: 'This feedback survey could not be found.',
  alreadySubmitted: 'Feedback for this ticket has already been submitted.',
} as const;

/** GET api/HelpDesk/HelpDeskFeedback/GetModel: id 0 when the ticket id and guid do not name a survey. */
export const feedbackModelSchema = z.object({
  id: z.number().int(),
  helpDeskTicketId: z.number().int(),
  helpDeskTicketSubject: z.string(),
  helpDeskTicketFacility: z.string(),
  rating: z.number().int(),
  comment: z.string(),
});
export type FeedbackModel = z.infer<typeof feedbackModelSchema>;

export const feedbackQuerySchema = z.object({
  helpDeskTicketId: queryIdOrZero(),
  guid: text({ max: 100, trim: false }),
});

export const feedbackFormSchema = z.object({
  id: id(),
  helpDeskTicketId: id(),
  /** The link's secret: without it anyone could answer any ticket's survey by counting ids. */
  guid: z.uuid(),
  rating: z
    .number({ message: feedbackMessages.ratingRequired })
    .int(feedbackMessages.ratingRequired)
    .min(feedbackLimits.ratingMin, feedbackMessages.ratingRequired)
    .max(feedbackLimits.ratingMax, { message: feedbackMessages.ratingRequired, abort: true }),
  comment: text({ max: feedbackLimits.commentMax, tooLong: feedbackMessages.commentMax, trim: false }),
});
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

/** POST api/HelpDesk/HelpDeskFeedback/Save. */
export const feedbackSaveSchema = feedbackFormSchema.extend(publicFormFields);
export type FeedbackSave = z.infer<typeof feedbackSaveSchema>;
export const feedbackSaveResponseSchema = envelopeSchema(z.null(), z.null());
