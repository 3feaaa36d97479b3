import type { Message } from '../index.ts';
import type { shell as english } from '../en/shell.ts';

/** Kiswahili for en/shell.ts: the page shell (header, footer, menus, 404 and home page). */
export const shell = {
  'site.name': 'Solar Shop Kenya',
  'site.tagline': 'Vifaa vya umeme wa sola, tunafikisha kote Kenya',
  'site.description':
    'Paneli za sola, inverter, betri, vidhibiti chaji (charge controllers), mifumo ya sola ya nyumbani, hita za maji na pampu, kwa bei za shilingi za Kenya. Lipa kwa M-PESA, kadi, benki au pesa taslimu unapopokea.',

  'a11y.skipToContent': 'Ruka hadi maudhui makuu',
  'a11y.mainNav': 'Menyu kuu',
  'a11y.mobileNav': 'Menyu ya simu',
  'a11y.tabBar': 'Njia za mkato',
  'a11y.footerNav': 'Viungo vya chini',
  'a11y.openMenu': 'Fungua menyu',
  'a11y.closeMenu': 'Funga menyu',
  'a11y.openSearch': 'Tafuta',
  'a11y.closeSearch': 'Funga utafutaji',
  'a11y.cartWithCount': { one: 'Kikapu, bidhaa {count}', other: 'Kikapu, bidhaa {count}' },
  'a11y.cartCount': { one: '(bidhaa {count})', other: '(bidhaa {count})' },
  'a11y.home': 'Solar Shop Kenya, mwanzo',

  'language.label': 'Lugha',
  'language.switchTo': 'Ukurasa huu kwa',

  'topbar.call': 'Tupigie simu',
  'topbar.email': 'Tutumie barua pepe',

  'nav.home': 'Mwanzo',
  'nav.shop': 'Duka',
  'nav.allProducts': 'Bidhaa zote',
  'nav.about': 'Kuhusu Sisi',
  'nav.contact': 'Wasiliana Nasi',
  'nav.warranty': 'Usajili wa dhamana',
  'nav.checkout': 'Malipo',
  'nav.cart': 'Kikapu',
  'nav.favourites': 'Vipendwa',
  'nav.account': 'Akaunti',
  'nav.login': 'Ingia',
  'nav.signup': 'Jisajili',
  'nav.myAccount': 'Akaunti Yangu',
  'nav.orders': 'Historia ya Maagizo',
  'nav.adminDashboard': 'Dashibodi ya Msimamizi',
  'nav.adminOrders': 'Maagizo (Msimamizi)',
  'nav.logout': 'Toka',
  'nav.welcome': 'Karibu, {email}',
  'nav.menu': 'Menyu',

  'search.label': 'Tafuta bidhaa',
  'search.placeholder': 'Tafuta bidhaa...',
  'search.submit': 'Tafuta',

  'footer.contact': 'Wasiliana nasi',
  'footer.hours': 'Saa za kazi',
  'footer.payments': 'Tunakubali',
  'footer.policies': 'Sera',
  'footer.shop': 'Duka',
  'footer.company': 'Kampuni',
  'footer.copyright': '© {year} {name}. Haki zote zimehifadhiwa.',

  'policy.terms-and-conditions': 'Vigezo na Masharti',
  'policy.privacy-policy': 'Sera ya Faragha',
  'policy.refund-policy': 'Sera ya Kurejesha Pesa',
  'policy.shipping-policy': 'Sera ya Usafirishaji',
  'policy.warranty-info': 'Maelezo ya Dhamana',

  'home.title': 'Solar Shop Kenya: paneli za sola, inverter na betri',
  'home.heading': 'Umeme wa sola kwa kila nyumba na biashara nchini Kenya',
  'home.categories': 'Nunua kwa kategoria',

  'error.title': 'Hitilafu imetokea',
  'error.text': 'Samahani, jambo lisilotarajiwa limetokea. Tafadhali jaribu kupakia ukurasa upya.',
  'error.retry': 'Jaribu Tena',
  'error.refresh': 'Pakia Ukurasa Upya',

  'notFound.title': 'Haipatikani',
  'notFound.heading': 'Samahani! Ukurasa haupatikani',
  'notFound.text': 'Ukurasa unaoutafuta haupo au umehamishwa.',
  'notFound.home': 'Rudi Mwanzo',

  'listing.showing': { one: 'Inaonyesha bidhaa {shown} kati ya {count}', other: 'Inaonyesha bidhaa {shown} kati ya {count}' },
  'listing.empty': 'Hakuna bidhaa zilizopatikana.',
  'listing.categories': 'Kategoria',

  'product.price': 'Bei',
  'product.inStock': 'Inapatikana',
  'product.outOfStock': 'Imeisha',
} as const satisfies Record<keyof typeof english, Message>;
