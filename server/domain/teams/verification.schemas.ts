import { z } from 'zod';

// The multipart body of a document upload, for the API description (the files are read from the
// form, and checked by their content).
export const teamDocumentUploadSchema = z
  .object({
    files: z
      .array(z.string().meta({ format: 'binary' }))
      .describe('One to five files: PDF, JPEG, PNG, WebP or AVIF, at most 10 MB each'),
    sub_entity_id: z.string().optional().describe('The sub-entity the documents are for; the team itself when left out'),
  })
  .meta({ id: 'TeamDocumentUpload' });
