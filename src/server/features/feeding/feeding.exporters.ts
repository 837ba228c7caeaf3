import type { DataExporter } from '../account/account.service';
import { listTips } from './feeding.service';

export const savedTipsExporter: DataExporter = {
  name: 'savedTips',
  collect: (db, userId) => listTips(db, userId),
};
