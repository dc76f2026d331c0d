// The terms mapping lives in the agreement kernel (server/domain/tenancy/core/terms.ts); this
// name stays for the contracts area's own files.
export { termsFromRow, termsToColumns, unitFromRow } from '../tenancy/core/terms.ts';
