/**
 * Runs the demo API alone (no pages, no client build) for benchmarks, latency tests and quick manual checks:
 *   node --import tsx demo-api/src/serve.ts      (PORT, default 0 = any free port; HOST, default 127.0.0.1)
 * Builds places, catalogue and indexes first (seconds), then prints one JSON line
 * `{"listening": url, "pid": n}` once it accepts connections: from then on no request waits on a build.
 */
import Fastify from 'fastify';
import { apiPlugin, getCatalogue } from './index';
import { readNoBodies, serverTimeoutOptions } from './server-guards';

const app = Fastify({ ...serverTimeoutOptions(), logger: false });
readNoBodies(app);
await app.register(apiPlugin, { warmUp: false });
getCatalogue(new Date()).warmUp();
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ listening: url, pid: process.pid })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
