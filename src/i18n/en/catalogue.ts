/** Strings of catalogue content shown around CMS data: images, offers, policies. */
export const catalogue = {
  'catalogue.imageUnavailable': 'No image available',
  'catalogue.percentOff': '{percent}% off',
  'catalogue.save': 'Save {amount}',
  'catalogue.was': 'Was {price}',
  'catalogue.policyUpdated': 'Last updated {date}',
  'catalogue.policyVersion': 'Version {version}',
} as const;
