/** 1,000 slow clients against the demo API's timeouts; the section lives with the demo API workspace. */
export { name, run } from '../../demo-api/bench/slow-clients.mjs';
