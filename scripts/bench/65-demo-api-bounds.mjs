/** The demo API's latency bounds live with the demo API workspace; `npm run bench` finds them here. */
export { name, run } from '../../demo-api/bench/bounds.mjs';
