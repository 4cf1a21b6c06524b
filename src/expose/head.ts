/**
 * `globalHeader/head`: the page head tags of the product overview for hosts to render in their <head>, the
 * sizes of the assets they link, and the server-rendering helpers (docs/server-rendering.md): the server
 * build's URLs and the safe props script. The head folder's public entry is this expose's contract.
 */
export * from '../head';
