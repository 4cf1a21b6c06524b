/** The 404 page of an unreadable discovery address: what is wrong and where to go instead. */
import { BROWSE_ALL_PATH, withExtraQuery } from './discovery-route';

export const NOT_FOUND_TEXTS = {
  heading: '404: this discovery page does not exist',
  why: 'We could not read this address:',
  didYouMean: 'Did you mean',
  browseAll: 'Browse all events near you',
} as const;

export function DiscoveryNotFound({
  reason,
  suggestion,
  qaQuery,
}: {
  reason: string;
  suggestion?: string;
  qaQuery: string;
}) {
  return (
    <>
      <h1>{NOT_FOUND_TEXTS.heading}</h1>
      <p>
        {NOT_FOUND_TEXTS.why} <code>{reason}</code>.
      </p>
      {suggestion ? (
        <p>
          {NOT_FOUND_TEXTS.didYouMean} <a href={withExtraQuery(suggestion, qaQuery)}>{suggestion}</a>?
        </p>
      ) : null}
      <p>
        <a href={withExtraQuery(BROWSE_ALL_PATH, qaQuery)}>{NOT_FOUND_TEXTS.browseAll}</a>
      </p>
    </>
  );
}
