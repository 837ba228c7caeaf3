import type { DataExporter } from '../account/data-export';
import { listChatMessages } from './chat.service';

export const chatExporter: DataExporter = {
  name: 'chatMessages',
  collect: (db, userId) => listChatMessages(db, userId, 100_000),
};
