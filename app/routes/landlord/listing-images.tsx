import { useTranslation } from 'react-i18next';
import { data, useSearchParams } from 'react-router';
import { EditFrame } from '#app/components/landlord/edit-frame.tsx';
import { MANAGE_BASE, useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { PhotoManager, type PhotoUploadError } from '#app/components/listing-forms/photo-manager.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { redirectWithNotice, refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import {
  deleteListingPhoto,
  makeCoverPhoto,
  movePhoto,
  uploadListingPhotos,
} from '#server/domain/listings/listing-photos.service.ts';
import { asPageError } from '#server/http/page-errors.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/listing-images';
import { refusedNotice } from './manage.server.ts';

export const handle = { middleware: ['auth'], i18n: ['landlord', 'wizard'] };

// The listing's photos, with the wizard's photo manager posting here.

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const photoId = String(formData.get('photoId') ?? '');
  const files = intent === 'upload' ? await filesFromForm(formData, 'files') : [];
  try {
    if (intent === 'upload') await uploadListingPhotos(service, params.id, files);
    else if (intent === 'up' || intent === 'down') await movePhoto(service, params.id, photoId, intent);
    else if (intent === 'cover') await makeCoverPhoto(service, params.id, photoId);
    else if (intent === 'delete') await deleteListingPhoto(service, params.id, photoId);
    else throw new Response('Unknown action', { status: 400 });
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused.fields && refused.status === 409)
      return redirectWithNotice(`${MANAGE_BASE}/${params.id}`, refusedNotice(refused));
    if (!refused.fields) throw asPageError(refused);
    const uploadErrors: PhotoUploadError[] = Object.entries(refused.fields).flatMap(([field, codes]) => {
      const index = /^files\[(\d+)\]$/.exec(field)?.[1];
      return codes.map((code) => ({ file: index === undefined ? undefined : files[Number(index)]?.name, code }));
    });
    return data({ uploadErrors }, { status: 422 });
  }
  return redirectWithNotice(`${MANAGE_BASE}/${params.id}/images`, 'landlord:done.saved');
}

export default function ListingImages({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { listing } = useManagedListing();
  const [params] = useSearchParams();
  const tooLarge = params.get('upload_error') === 'upload_too_large' ? [{ code: 'upload_too_large' }] : [];
  return (
    <EditFrame listing={listing} title={t('landlord:sections.images')} intro={t('landlord:imagesIntro')}>
      <PhotoManager
        action={`${MANAGE_BASE}/${listing.id}/images`}
        photos={listing.photos}
        errors={actionData?.uploadErrors ?? tooLarge}
        locale={uiLocale(i18n.language)}
      />
    </EditFrame>
  );
}
