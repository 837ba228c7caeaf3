import type { DataExporter } from '../account/account.service';
import { listAccessTokens } from './access-tokens.service';

/** "Acesso por aplicativos": her personal access tokens as the list shows them (only their hashes were ever kept). */
export const accessTokensExporter: DataExporter = {
  name: 'appAccess',
  collect: (db, userId) => listAccessTokens(db, userId),
};
