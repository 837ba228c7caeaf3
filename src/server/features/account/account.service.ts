/**
 * What the account feature offers the others: deleting an account for good, and the shape of a
 * feature's part of the data export. The sign-in tables themselves belong to src/server/auth.
 */
export { deleteAccount } from './account-deletion';
export { type DataExporter, pagedRows } from './data-export';
