import { addMessages } from './index.ts';
import { admin } from './en/admin.ts';

/** The admin area's strings (English only), added by each admin island first: the storefront's islands do without them. */
addMessages('en', admin);
