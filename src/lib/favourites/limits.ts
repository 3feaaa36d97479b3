/**
 * How many products one shopper's favourites hold, in this browser and in the account alike: a
 * heart past it drops the oldest in the browser (src/stores/wishlist.ts), and the API refuses
 * one more (409 FAVOURITES_FULL) and merges only as many as fit.
 */
export const MAX_FAVOURITES = 200;
