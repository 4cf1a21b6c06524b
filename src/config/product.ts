import type { Product } from './types';

/**
 * The neutral default product (the spec's `{product}`): used in links such as
 * `/l/{product}-ads` and in the `{product}Category/` id prefix. Hosts override it with the
 * `product` prop.
 */
export const DEFAULT_PRODUCT: Product = { name: 'Evently', slug: 'evently' };
