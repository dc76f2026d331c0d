// Iceland's eight regions (landshlutar), in the order the search offers them; which postcode
// belongs to which is in postcodes.ts.
export const REGIONS = [
  'capital',
  'southern_peninsula',
  'west',
  'westfjords',
  'northwest',
  'northeast',
  'east',
  'south',
] as const;
export type RegionId = (typeof REGIONS)[number];
