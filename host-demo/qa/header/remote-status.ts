import type { HeaderSlotStatus } from '@global-header/host-kit/react';
import { describeError } from '../../common/load-remote';

/** What the QA panel reports about the header remote (failures are visible, not silent). */
export type RemoteStatus =
  | { kind: 'loading'; manifestUrl: string }
  | { kind: 'ready'; manifestUrl: string; ms: number; late: boolean }
  | { kind: 'failed'; manifestUrl: string; reason: string }
  | { kind: 'render-error'; manifestUrl: string; reason: string };

export function describeRemoteStatus(status: RemoteStatus, timeoutMs: number): string {
  switch (status.kind) {
    case 'loading':
      return `Loading the header remote from ${status.manifestUrl}...`;
    case 'ready':
      return status.late
        ? `Header remote arrived after ${status.ms} ms (over the ${timeoutMs} ms limit); it replaced the fallback header.`
        : `Header remote loaded from ${status.manifestUrl} in ${status.ms} ms.`;
    case 'failed':
      return `Header remote failed to load: ${status.reason}. Showing the fallback header.`;
    case 'render-error':
      return `Header remote failed to render: ${status.reason}. Showing the fallback header.`;
  }
}

export const isFailure = (status: RemoteStatus) => status.kind === 'failed' || status.kind === 'render-error';

/** The kit's HeaderSlot's status as the panel says it: for this manifest, with the error's first line. */
export function remoteStatusOf(status: HeaderSlotStatus, manifestUrl: string): RemoteStatus {
  switch (status.kind) {
    case 'loading':
      return { kind: 'loading', manifestUrl };
    case 'ready':
      return { kind: 'ready', manifestUrl, ms: status.ms, late: status.late };
    case 'failed':
    case 'render-error':
      return { kind: status.kind, manifestUrl, reason: describeError(status.error) };
  }
}
