import type { DataExporter } from '../account/account.service';
import { listAccessTokens } from './access-tokens.service';

/** Her personal access tokens as the list shows them (only their hashes were ever kept). */
export const accessTokensExporter: DataExporter = {
  name: 'accessTokens',
  collect: (db, userId) => listAccessTokens(db, userId),
};
