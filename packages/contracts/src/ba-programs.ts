import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { idOrZero, text } from './fields.ts';
import { isActiveFilterSchema } from './filters.ts';

/** Spec document 3 "B&A programme". */
export const baProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  isActiveStr: z.string(),
  canDelete: z.boolean(),
  friendlyId: z.string(),
});
export type BaProgram = z.infer<typeof baProgramSchema>;

export const baProgramMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name cannot be longer than 150 characters.',
  duplicateName: 'A B&A Program with this name already exists.',
  notFound: 'That B&A Program does not exist.',
  inUse: 'This B&A Program is used by a budget and cannot be deleted.',
  saved: 'B&A Program saved.',
  deleted: 'B&A Program deleted.',
  activated: 'B&A Program activated.',
  deactivated: 'B&A Program deactivated.',
  confirmDelete: 'Are you sure you want to delete this B&A Program?',
  deactivatedNotice: 'This Program is deactivated.',
} as const;

/** POST api/BA/BA_Program/Save: id 0 creates. */
export const baProgramFormSchema = z.object({
  id: idOrZero(),
  name: text({ max: 150, required: baProgramMessages.nameRequired, tooLong: baProgramMessages.nameTooLong }),
});
export type BaProgramForm = z.infer<typeof baProgramFormSchema>;

export const baProgramListQuerySchema = z.object({ isActive: isActiveFilterSchema });

export const baProgramSaveResponseSchema = envelopeSchema(z.null(), baProgramSchema);
export const baProgramActivateResponseSchema = envelopeSchema(z.null(), z.object({ isActive: z.boolean() }));
export const baProgramDeleteResponseSchema = envelopeSchema(z.null(), z.null());
