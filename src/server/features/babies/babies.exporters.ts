import type { DataExporter } from '../account/data-export';
import { listBabies } from './babies.service';

export const babiesExporter: DataExporter = {
  name: 'babies',
  collect: (db, userId) => listBabies(db, userId),
};
