import { z } from 'zod';
import { errorMessage } from '../errors';

/** A page of the feed or of her favourites, after the cursor the last page ended on. */
export const FeedPageQuerySchema = z.object({ cursor: z.string().max(200, errorMessage('bad_cursor')).optional() });
