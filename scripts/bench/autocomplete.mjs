/** The demo API's autocomplete bench lives with the demo API workspace (issue 20); `npm run bench` finds it here. */
export { name, run } from '../../demo-api/bench/autocomplete.mjs';
