/** The listing's styles, rendered once in a <style> element (the demo host keeps plain CSS). */
export const DISCOVERY_CSS = `
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.discovery-filters { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px 16px; margin: 0 0 24px; padding: 16px; border: 1px solid #d0cfd6; border-radius: 8px; }
.discovery-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.discovery-field--query { grid-column: 1 / -1; }
.discovery-field label { font-weight: 600; }
.discovery-field select, .discovery-query input { font: inherit; padding: 6px; border: 1px solid #6f7287; border-radius: 4px; background: #fff; color: inherit; min-width: 0; }
.discovery-field select:disabled { color: #4b4d63; background: #f3f2f7; }
.discovery-query { display: flex; gap: 8px; }
.discovery-query input { flex: 1 1 auto; }
.discovery-results h2:focus { outline: none; }
.discovery-results h2:focus-visible { outline: 2px solid #3659e3; }
.discovery-list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; }
.discovery-list[aria-busy='true'] { opacity: 0.6; }
.event-card { border: 1px solid #d0cfd6; border-radius: 8px; overflow: hidden; height: 100%; display: flex; flex-direction: column; }
.event-card__image { display: block; width: 100%; height: auto; aspect-ratio: 2 / 1; object-fit: cover; background: #f3f2f7; }
.event-card__body { padding: 12px; display: flex; flex-direction: column; gap: 4px; flex: 1; }
.event-card__title { margin: 0; font-size: 1.0625rem; }
.event-card__body p { margin: 0; }
.event-card__time { color: #b32d00; font-weight: 600; }
.event-card__place { color: #39364f; }
.event-card__price { font-weight: 600; }
.event-card__save { align-self: flex-start; margin-top: 8px; }
.event-card__save[aria-pressed='true'] { background: #3659e3; color: #fff; }
.event-card__save[aria-disabled='true'] { cursor: progress; }
.discovery-pagination { display: flex; align-items: center; gap: 16px; margin: 24px 0 0; flex-wrap: wrap; }
.discovery-pagination a { font-weight: 600; }
.discovery-pagination [aria-disabled='true'] { color: #4b4d63; }
.discovery-message { padding: 16px; border-radius: 8px; background: #f8f7fa; }
.discovery-error { padding: 16px; border-radius: 8px; background: #fdeeee; color: #8a1212; }
`;
