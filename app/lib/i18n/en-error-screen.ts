/**
 * The English strings of the generic error screen. They are the only English the browser bundles:
 * when the root loader itself fails there is no bundle from the server, and the error screen
 * must still read 'Oops, something went wrong!' (spec §2).
 */
export const enErrorScreen = {
  'app.name': 'Comanda',
  'error.title': 'Oops, something went wrong!',
  'error.try_again': 'Try again',
  'error.request_id': 'Error reference: {{id}}',
  'error.home': 'Go to the home page',
} as const;
