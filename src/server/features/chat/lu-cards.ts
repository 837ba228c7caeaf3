import { loadCards } from './card-library';
import { createCardSearch } from './card-search';

/** Lu's answer cards, read, checked and indexed once, when the server starts. */
export const luCards = createCardSearch(loadCards());
