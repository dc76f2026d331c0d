import { existingIdOf } from '#server/lib/already-exists.ts';

/**
 * A create form's one rule for a repeated submission: run the create and land on what it made;
 * when the service answers that it already exists (`alreadyExists`), land on that instead, so a
 * double tap never ends on "it already exists". Other refusals go to the caller (`formAction`
 * shows them as form errors).
 */
export async function createdOrExisting(
  create: () => Promise<string>,
  landOn: (id: string, created: boolean) => Response,
): Promise<Response> {
  let id: string;
  try {
    id = await create();
  } catch (error) {
    const existing = existingIdOf(error);
    if (existing === null) throw error;
    return landOn(existing, false);
  }
  return landOn(id, true);
}
