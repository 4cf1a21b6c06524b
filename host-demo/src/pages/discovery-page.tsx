/**
 * Placeholder destination for /d/... discovery routes (another issue replaces it with the real
 * listing). It shows the path and its segments so QA can check the discovery URL the header built.
 */
export function DiscoveryPage({ pathname, routeQuery }: { pathname: string; routeQuery: string }) {
  const segments = pathname.split('/').filter(Boolean);
  const dIndex = segments.indexOf('d');
  const language = dIndex > 0 ? segments[0] : null;
  const [location, refinements, query] = segments.slice(dIndex + 1);
  const params = new URLSearchParams(routeQuery);
  return (
    <>
      <h1>
        Discovery: {pathname}
        {routeQuery}
      </h1>
      <dl className="route-facts">
        <dt>Language subdirectory</dt>
        <dd>{language ? `/${language}` : '(none)'}</dd>
        <dt>Location</dt>
        <dd>{location ?? '(none)'}</dd>
        <dt>Refinements</dt>
        <dd>{refinements ? refinements.split('--').join(', ') : '(none)'}</dd>
        <dt>Query</dt>
        <dd>{query ?? '(none)'}</dd>
        <dt>Bounding box</dt>
        <dd>{params.get('bbox') ?? '(none)'}</dd>
        <dt>Subcategories</dt>
        <dd>{params.get('subcategories') ?? '(none)'}</dd>
      </dl>
      <p>
        <a href="/">Back to the demo home</a>
      </p>
    </>
  );
}
