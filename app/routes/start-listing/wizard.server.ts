// What the wizard's actions share: how typed numbers are read. (A service's refusal becomes the
// form's errors, with everything typed kept, through the page kit's errorReply.)

const MONEY = ['rentIsk'];
const DECIMALS = ['sizeM2', 'securityMonths'];

/**
 * People type numbers the way their language writes them: "289.000 kr." or "289 000" for rent,
 * "68,4" for a size. Rent loses its grouping and currency; decimals take a comma or a point.
 */
export function readableNumbers(formData: FormData): FormData {
  const out = new FormData();
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string') out.append(name, value);
    else if (MONEY.includes(name)) out.append(name, value.replace(/kr\.?|isk/gi, '').replace(/[\s.,\u00a0\u202f]/g, ''));
    else if (DECIMALS.includes(name)) out.append(name, value.trim().replace(',', '.'));
    else out.append(name, value);
  }
  return out;
}
