import { z } from 'zod';
import { decimalNumber, line, optional, required, wholeNumber } from '#common/input.ts';

// The correction of a lease's registry data (docs/rules/registry.md "A refused registration"):
// the address and the units the registry reads, nothing else. Messages are keys under
// errors:fields.*; the registry's own rules (fastanúmer, rooms, size) are checked by the service
// with the same rules the registry applies (common/contract-rules.ts).

// Numbers as people type them ("92,4"): common/number-parse.ts.
const number = (min: number, max: number, whole: boolean) =>
  whole
    ? wholeNumber(min, max)
    : decimalNumber((n) => n.min(min, { error: 'number_too_small' }).max(max, { error: 'number_too_large' }));

export const registryCorrectionSchema = z
  .object({
    address: required(line(200)).describe('The street address of the property'),
    postcode: required(line(3)).describe('The postcode, three digits'),
    municipality: required(line(100)).describe('The municipality'),
    units: z
      .array(
        z.object({
          fastanumer: required(line(20)).describe('Fastanúmer: seven digits (an "F" before them is dropped)'),
          unitCode: optional(line(20)).describe('Merking: floor and flat, e.g. 01-0203'),
          sizeM2: number(3, 500, false).describe('The size in m²'),
          rooms: number(1, 20, true).describe('The number of rooms'),
        }),
      )
      .min(1)
      .max(20),
  })
  .meta({ id: 'RegistryCorrectionInput' });
export type RegistryCorrectionInput = z.output<typeof registryCorrectionSchema>;
