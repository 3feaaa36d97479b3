/** Strings of the API's own answers that any route may give: limits and unreadable requests. */
export const api = {
  'api.notification.notFound': 'No message with this id on this order.',
  'api.notification.notSettled': 'This message is still being sent; it can be sent again once it has been sent or has failed.',
  'api.error.rateLimited': 'You have sent many requests in a short time. Please wait {minutes} min and try again, or call us.',
  'api.error.tooLarge': 'The request is too large: this address accepts at most {kilobytes} KB.',
  'form.error.controlCharacters': 'Remove the invisible control characters from this field.',
  'form.error.required': 'Required',
  'form.error.tooLong': 'At most {max} characters',
  'form.error.email': 'Enter a valid e-mail address',
  'api.error.notJson': 'The request could not be read: send a JSON object with Content-Type: application/json.',
  'api.error.otherSite': 'This form can only be sent from the shop’s own pages.',
  'api.error.notForm': 'The form could not be read: send it as a web form.',
  'page.error.unavailable': 'We could not answer just now. Please try again in a minute, or call us.',
  'api.error.noDatabase': 'This shop cannot take orders or messages right now: its database is not set up. Please call us.',
  'api.error.databaseDown': 'We cannot reach our records just now. Nothing was lost; please try again in a minute, or call us.',
} as const;
