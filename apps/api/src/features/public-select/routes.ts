import { optionSchema } from '@homer/contracts/envelope';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { counties } from '../../db/schema/public-forms.ts';

/** The state's counties as options, for public forms (two paths, as the spec's pages call them). */
export const publicSelectRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const countyOptions = () =>
    db.select({ value: counties.id, text: counties.name }).from(counties).orderBy(asc(counties.name));
  for (const url of ['/api/PublicSelect/Counties', '/api/Select/SmartyCounties']) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags: ['Select'], response: { 200: z.array(optionSchema) } },
      },
      countyOptions,
    );
  }
};
