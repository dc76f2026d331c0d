import { z } from 'zod';

// The API's shape of common/whose.ts: whose a row of the landlord's lists is.

export const whoseSchema = z
  .object({
    team: z
      .object({ slug: z.string(), name: z.string() })
      .nullable()
      .describe('The team whose listing it is about; null: your own'),
    assignees: z
      .array(z.object({ id: z.string(), name: z.string() }))
      .describe('For a team listing: the members who look after it (may be none)'),
  })
  .meta({ id: 'Whose' });
