import { useCallback, useEffect, useRef, useState } from 'react';
import { createReportOnce } from '../config/report-once';

/**
 * A reporter for what a component finds while it renders (its props parser): each distinct message is said
 * once per mounted component. What comes before the first commit is said from an effect, not from the render:
 * React 18's StrictMode renders a mounting component twice with fresh hooks and silences the console in the
 * second render, so a reporter made in the render forgot what it had said and said it again on the next
 * render. What comes after it (the parser's reports, whose wording loads on demand) is said when it comes.
 */
export function useReportOnce(): (message: string) => void {
  const [reporter] = useState(() => ({ queue: [] as string[], say: createReportOnce() }));
  const committed = useRef(false);
  useEffect(() => {
    committed.current = true;
    for (const message of reporter.queue.splice(0)) reporter.say(message);
  });
  return useCallback(
    (message: string) => (committed.current ? reporter.say(message) : void reporter.queue.push(message)),
    [reporter],
  );
}
