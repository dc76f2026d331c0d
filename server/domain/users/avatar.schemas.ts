import { z } from 'zod';

export const avatarDtoSchema = z
  .object({ avatar_url: z.string().nullable().describe('The square WebP picture, or null when there is none') })
  .meta({ id: 'Avatar' });

export const avatarUploadSchema = z
  .object({
    file: z.string().meta({ format: 'binary' }).describe('A JPEG, PNG, WebP or AVIF picture, at most 5 MB'),
  })
  .meta({ id: 'AvatarUpload' });
