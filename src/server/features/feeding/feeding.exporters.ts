import type { DataExporter } from '../account/data-export';
import { listTips } from './feeding.service';

export const savedTipsExporter: DataExporter = {
  name: 'savedTips',
  collect: (db, userId) => listTips(db, userId),
};
