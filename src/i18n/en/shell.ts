/** Strings of the page shell: header, footer, menus, 404, home. */
export const shell = {
  'site.name': 'Solar Shop Kenya',
  'site.tagline': 'Solar power equipment, delivered across Kenya',
  'site.description':
    'Solar panels, inverters, batteries, charge controllers, home systems, water heaters and pumps, priced in Kenyan shillings. Pay by M-PESA, card, bank or cash on delivery.',

  'a11y.skipToContent': 'Skip to main content',
  'a11y.mainNav': 'Main',
  'a11y.mobileNav': 'Mobile',
  'a11y.tabBar': 'Shortcuts',
  'a11y.footerNav': 'Footer',
  'a11y.openMenu': 'Open menu',
  'a11y.closeMenu': 'Close menu',
  'a11y.openSearch': 'Search',
  'a11y.closeSearch': 'Close search',
  'a11y.cartWithCount': { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  'a11y.home': 'Solar Shop Kenya, home',

  'language.label': 'Language',
  'language.switchTo': 'This page in',

  'topbar.call': 'Call us',
  'topbar.email': 'E-mail us',

  'nav.home': 'Home',
  'nav.shop': 'Shop',
  'nav.allProducts': 'All products',
  'nav.about': 'About Us',
  'nav.contact': 'Contact',
  'nav.checkout': 'Checkout',
  'nav.cart': 'Cart',
  'nav.favourites': 'Favourites',
  'nav.account': 'Account',
  'nav.login': 'Login',
  'nav.signup': 'Sign Up',
  'nav.myAccount': 'My Account',
  'nav.orders': 'Order History',
  'nav.adminDashboard': 'Admin Dashboard',
  'nav.adminOrders': 'Admin Orders',
  'nav.logout': 'Logout',
  'nav.welcome': 'Welcome, {email}',
  'nav.menu': 'Menu',

  'search.label': 'Search products',
  'search.placeholder': 'Search products...',
  'search.submit': 'Search',

  'footer.contact': 'Contact us',
  'footer.hours': 'Opening hours',
  'footer.payments': 'We accept',
  'footer.policies': 'Policies',
  'footer.shop': 'Shop',
  'footer.company': 'Company',
  'footer.copyright': '© {year} {name}. All rights reserved.',

  'policy.terms-and-conditions': 'Terms and Conditions',
  'policy.privacy-policy': 'Privacy Policy',
  'policy.refund-policy': 'Refund Policy',
  'policy.shipping-policy': 'Shipping Policy',
  'policy.warranty-info': 'Warranty Information',

  'home.title': 'Solar Shop Kenya: solar panels, inverters and batteries',
  'home.heading': 'Solar power for every home and business in Kenya',
  'home.categories': 'Shop by category',

  'error.title': 'Something went wrong',
  'error.text': "We're sorry, but something unexpected happened. Please try refreshing the page.",
  'error.retry': 'Try Again',
  'error.refresh': 'Refresh Page',

  'notFound.title': 'Not found',
  'notFound.heading': 'Oops! Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',

  'listing.showing': { one: 'Showing {shown} of {count} product', other: 'Showing {shown} of {count} products' },
  'listing.empty': 'No products found.',
  'listing.categories': 'Categories',

  'product.price': 'Price',
  'product.inStock': 'In stock',
  'product.outOfStock': 'Out of stock',
} as const;
