import { z } from 'zod';

export const paycheckDtoSchema = z
  .object({
    id: z.string(),
    file_name: z.string(),
    content_type: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
    size_bytes: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Paycheck' });

export const paycheckListSchema = z
  .object({
    shared: z.boolean().describe('Whether landlords the person applies to may see the documents'),
    max: z.number().int().describe('How many documents one person may keep'),
    paychecks: z.array(paycheckDtoSchema),
  })
  .meta({ id: 'PaycheckList' });

/** The share setting (the page turns its checkbox into this boolean). */
export const paycheckSharingSchema = z.object({ share: z.boolean({ error: 'required' }) }).meta({ id: 'PaycheckSharing' });

export const paycheckUploadSchema = z
  .object({
    files: z
      .array(z.string().meta({ format: 'binary' }))
      .describe('One to five files: PDF, JPEG, PNG, WebP or AVIF, at most 10 MB each'),
  })
  .meta({ id: 'PaycheckUpload' });
