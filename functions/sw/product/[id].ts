// /sw/product/{id}: the same permanent redirect as /product/{id}, to the Kiswahili product page.
export { onRequest } from '../../product/[id].ts';
