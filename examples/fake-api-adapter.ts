/**
 * The one fake transport behind every fake API in examples/ (search, geo) and the API client's tests: an
 * axios adapter that records each request and settles as axios's own adapters do, so nothing reaches the
 * network and the code under test sees real axios responses and errors.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What the fake server answers: a status and a JSON body. */
export interface FakeReply {
  status: number;
  data?: unknown;
}

export interface FakeAdapter {
  adapter: AxiosAdapter;
  /** Every request, in order. */
  requests: InternalAxiosRequestConfig[];
}

/** The product API error body of a server failure. */
export const FAKE_FAILURE: FakeReply = {
  status: 500,
  data: { error: 'INTERNAL_ERROR', error_description: 'Fake failure.', error_detail: {} },
};

/** The product API error body for a path the fake does not serve. */
export const fakeNotFound = (url: string): FakeReply => ({
  status: 404,
  data: { error: 'NOT_FOUND', error_description: `${url} was not found.`, error_detail: {} },
});

/** The error axios rejects with when a request's signal aborts it. */
export const fakeCanceled = (config: InternalAxiosRequestConfig) =>
  new AxiosError('canceled', AxiosError.ERR_CANCELED, config);

/**
 * An adapter that answers each request with `reply` (which may wait, hang or throw `fakeCanceled`): a
 * response when `validateStatus` accepts the status, otherwise the AxiosError axios would throw.
 */
export function createFakeAdapter(
  reply: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply> = () => ({ status: 200, data: {} }),
): FakeAdapter {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data } = await reply(config);
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
    if (!config.validateStatus || config.validateStatus(status)) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
  return { adapter, requests };
}
