/** Strings of favourites kept with the account (issue 46): the API's refusals and the browser's word when a heart could not be saved. */
export const favourites = {
  'favourites.error.productId': 'Name the product by its id (1 to 200 characters).',
  'favourites.error.productIds': 'Send productIds: a list of at most 200 product ids.',
  'favourites.error.full': {
    one: 'Your favourites hold at most {max} product. Remove it to keep another.',
    other: 'Your favourites hold at most {max} products. Remove one to keep another.',
  },
  'favourites.saveFailed': 'Your favourites could not be saved to your account. Check your connection and try again.',
} as const;
