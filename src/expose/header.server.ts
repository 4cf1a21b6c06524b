/**
 * `./Header` of the server build (webpack.config.ts): the Header, with every language's catalogue loaded
 * as this code arrives, because a server renders pages of every language and none may wait for one.
 * The browser builds expose header.tsx itself: a page loads its own catalogue only.
 */
import { loadEveryCatalogue } from '../i18n/catalogue';

loadEveryCatalogue();

export * from './header';
export { default } from './header';
