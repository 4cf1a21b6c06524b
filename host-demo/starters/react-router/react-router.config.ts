import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering: `react-router dev`, `react-router build` + `react-router-serve`.
export default { ssr: true } satisfies Config;
