import type { DataExporter } from '../account/account.service';
import { listChatMessages } from './chat.service';

export const chatExporter: DataExporter = {
  name: 'chatMessages',
  collect: (db, userId) => listChatMessages(db, userId, 100_000),
};
