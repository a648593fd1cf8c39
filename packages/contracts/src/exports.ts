import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

/** An Excel export answers with a short-lived download address in `value`, opened in a new window. */
export const exportLinkResponseSchema = envelopeSchema(z.string(), z.null());
