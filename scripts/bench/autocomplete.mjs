/** The demo API's autocomplete bench lives with the demo API workspace; `npm run bench` finds it here. */
export { name, run } from '../../demo-api/bench/autocomplete.mjs';
