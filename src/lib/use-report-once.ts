import { useCallback, useEffect, useState } from 'react';
import { createReportOnce } from '../config/report-once';

/**
 * A reporter for what a component finds while it renders (its props parser): each distinct message is said
 * once per mounted component, after the commit. Said from an effect, not from the render: React 18's
 * StrictMode renders a mounting component twice with fresh hooks and silences the console in the second
 * render, so a reporter made in the render forgot what it had said and said it again on the next render.
 */
export function useReportOnce(): (message: string) => void {
  const [reporter] = useState(() => ({ queue: [] as string[], say: createReportOnce() }));
  useEffect(() => {
    for (const message of reporter.queue.splice(0)) reporter.say(message);
  });
  return useCallback((message: string) => void reporter.queue.push(message), [reporter]);
}
