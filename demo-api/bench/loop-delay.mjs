/**
 * Loaded into the demo API's process by bounds.mjs (`node --import`), never by the API itself: watches the
 * event loop with perf_hooks' monitorEventLoopDelay and answers the bench's IPC message `loop-delay` with
 * the longest and 99th-percentile delay since the last answer (then starts over). A delay is how late a
 * 1 ms timer fired: the longest one is the longest stretch the loop was held, by a request's synchronous
 * work or a garbage collection (nothing on the event loop longer than 20 ms).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 1;
const NS_PER_MS = 1e6;

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  process.on('message', (message) => {
    if (message !== 'loop-delay') return;
    process.send({
      loopDelay: { maxMs: histogram.max / NS_PER_MS, p99Ms: histogram.percentile(99) / NS_PER_MS },
    });
    histogram.reset();
  });
  // The IPC channel must not keep the server alive on its own.
  process.channel?.unref();
}
