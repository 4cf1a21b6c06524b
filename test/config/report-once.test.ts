import { describe, expect, it, vi } from 'vitest';
import { createReportOnce } from '../../src/config/report-once';

describe('createReportOnce', () => {
  it('reports each distinct message once, so re-renders with the same bad prop do not flood the console', () => {
    const sink = vi.fn();
    const report = createReportOnce(sink);
    report('a');
    report('a');
    report('b');
    expect(sink.mock.calls).toEqual([['a'], ['b']]);
  });
});
