import type { APIRequestContext } from '@playwright/test';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
import { pngFile } from '../../fixtures/upload-files.ts';

// Listings for the moderation tests, made through the public JSON API as a fresh landlord: sign
// up, take a token, walk every wizard step, upload a photo and send the listing for review.

export const LANDLORD_PASSWORD = 'Hraunbær-42-sól';

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

/** A fresh landlord with one complete listing sent for review. */
export async function listingInReview(request: APIRequestContext, title: string) {
  const email = `landlord.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.is`;
  await ok(
    await request.post('/api/users/', {
      data: { name: 'Guðrún Leigusali', email, password: LANDLORD_PASSWORD, acceptTerms: true, locale: 'is' },
    }),
    'sign up',
  );
  const token = await ok(await request.post('/api/token/', { data: { email, password: LANDLORD_PASSWORD } }), 'token');
  const { access } = (await token.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const started = await ok(
    await request.post('/api/listings/', { headers, data: { street: 'Bergstaðastræti', houseNumber: '14', postcode: '101' } }),
    'start',
  );
  const { id } = (await started.json()) as { id: string };
  const step = async (name: string, data: object) =>
    ok(await request.put(`/api/listings/${id}/steps/${name}/`, { headers, data }), name);
  await step('property', {
    type: 'apartment',
    sizeM2: 72,
    rooms: 3,
    bedrooms: 2,
    bathrooms: 1,
    elevator: false,
    amenities: ['washing_machine'],
  });
  await step('description', {
    titleIs: title,
    descriptionIs: 'Björt og rúmgóð íbúð á annarri hæð í rólegu húsi, stutt í sundlaug, skóla og verslanir.',
  });
  await step('house-rules', { petsAllowed: false, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 3 });
  const from = addDays(dayOf(new Date()), 20);
  await step('pricing', {
    rentIsk: 315_000,
    securityType: 'deposit',
    securityMonths: 2,
    availableFrom: from,
    leaseType: 'indefinite',
    utilitiesIncluded: ['heating'],
  });
  const photo = Buffer.from(await pngFile(800, 600));
  await ok(
    await request.post(`/api/listings/${id}/photos/`, {
      headers,
      multipart: { files: { name: 'stofa.png', mimeType: 'image/png', buffer: photo } },
    }),
    'photos',
  );
  await ok(await request.post(`/api/listings/${id}/submit/`, { headers }), 'submit');
  return { id, email, title };
}
