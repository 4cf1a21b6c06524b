/** Australian English (en_AU): British spelling, as en-gb.ts. */
export { catalogue } from './en-gb';
