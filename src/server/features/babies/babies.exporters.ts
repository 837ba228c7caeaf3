import type { DataExporter } from '../account/account.service';
import { babiesVisibleTo } from './babies.service';

export const babiesExporter: DataExporter = {
  name: 'babies',
  collect: (db, userId) => babiesVisibleTo(db, userId),
};
