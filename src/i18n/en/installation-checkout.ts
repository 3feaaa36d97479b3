/** Installation (issue 48): the offer on a product page, the cart's choice and checkout's section with its day picker. */
export const installationCheckout = {
  // The product page: the offer in HTML, priced for zone 1 ("from"), and the button that adds both.
  'installation.offer.title': 'Installation by an EPRA-licensed technician ({class}) from {price}',
  'installation.offer.note': 'Checkout prices it for your county; you choose the day there.',
  'installation.offer.includes': 'What it includes',
  'installation.offer.add': 'Add to cart with installation',

  // The cart: wanted or not, with its price once a county is known.
  'installation.cart.add': 'Add installation by an EPRA-licensed technician ({class})',
  'installation.cart.line': 'Installation ({class})',
  'installation.cart.from': 'from {price}',
  'installation.cart.chooseCounty': 'Choose your county for its price',
  'installation.cart.pricing': 'Working out the installation price…',
  'installation.notServed': 'Our technicians do not install in {county} yet: call us to arrange it.',

  // Checkout: the section beside delivery, and the day picker.
  'installation.checkout.title': 'Installation',
  'installation.checkout.add': 'Add installation: {price}',
  'installation.checkout.addFrom': 'Add installation: from {price}',
  'installation.checkout.licence': 'By a technician with an EPRA {class} licence, the class this system needs.',
  'installation.checkout.includes': 'What it includes',
  'installation.checkout.chooseCounty': 'Choose the delivery county to see its price and the open days.',
  'installation.checkout.day': 'Installation day',
  'installation.checkout.chooseDay': 'Choose a day',
  'installation.checkout.dayOption': { one: '{date}: {count} place left', other: '{date}: {count} places left' },
  'installation.checkout.dayFull': '{date}: full',
  'installation.checkout.dayHint': 'Days start after delivery to your county. No Sundays or public holidays.',
  'installation.checkout.loadingDays': 'Finding the open days…',
  'installation.checkout.daysFailed': 'The open days could not be loaded.',
  'installation.checkout.retry': 'Try again',
  'installation.checkout.noDays': 'No day is open in the coming weeks: call us to arrange it.',
  'installation.checkout.layby': 'With Lipa Mdogo Mdogo you choose the installation day once the order is paid in full.',
  'installation.checkout.review': 'Installation day',
} as const;
