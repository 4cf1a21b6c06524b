/** `globalHeader/head`: the page head tags of the product overview, for hosts to render in their <head>. */
export { buildHeadTags, renderHeadTags, type HeadEnvironment, type HeadTag, type ShareInputs } from '../head';
/** Server rendering (docs/server-rendering.md): the server build's URLs and the safe props script. */
export {
  getPreloadLinks,
  getServerBuildUrls,
  renderJsonScript,
  renderPreloadLinks,
  serializeForScript,
  type BrowserManifest,
  type PreloadLink,
} from '../head';
