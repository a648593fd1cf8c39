import { z } from 'zod';

export const environmentSchema = z.enum(['development', 'demo', 'production']);
export type Environment = z.infer<typeof environmentSchema>;

/** GET api/Home/GetOptions: what the shell needs before sign-in. */
export const homeOptionsSchema = z.object({
  productName: z.string(),
  environment: environmentSchema,
  vendor: z.string(),
});
export type HomeOptions = z.infer<typeof homeOptionsSchema>;
