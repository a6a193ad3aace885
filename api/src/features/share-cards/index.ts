/** Share cards: link-preview images per wine, dish and list, rendered on demand or ahead and cached on disk. */
export { ShareCardCache } from './cache';
export { renderCardsAhead } from './ahead';
export { cardKey, type CardSubject, dishCardSubject, productCardSubject, userListCardSubject } from './cards';
export { brandCard, type CardKind, cardVersion } from './model';
export { renderCard, type RenderedCard } from './render';
export { CARD_TEXTS } from './texts';
