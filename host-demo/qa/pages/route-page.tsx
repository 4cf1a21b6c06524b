import type { RouteMatch } from '../../common/route-table';

/** Where a header link lands: names the route reached so QA can check every link by hand. */
export function RoutePage({ route, routeQuery, origin }: { route: RouteMatch; routeQuery: string; origin: string }) {
  const params = [...new URLSearchParams(routeQuery)];
  return (
    <>
      <h1>
        Route reached: {route.pathname}
        {routeQuery}
      </h1>
      <dl className="route-facts">
        <dt>Route</dt>
        <dd>{route.name ?? 'Not a route the header builds (unknown to the demo route table)'}</dd>
        <dt>Host</dt>
        <dd>{origin}</dd>
        <dt>Path</dt>
        <dd>
          <code>{route.pathname}</code>
        </dd>
        <dt>Query string</dt>
        <dd>{routeQuery ? <code>{routeQuery}</code> : '(none)'}</dd>
        {params.map(([key, value]) => (
          <div key={key} className="route-facts__row">
            <dt>Parameter {key}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        This demo page stands in for the real page of the marketplace. <a href="/">Back to the demo home</a>
      </p>
    </>
  );
}
