/** `globalHeader/head`: the page head tags of spec 1, for hosts to render in their <head>. */
export { buildHeadTags, renderHeadTags, type HeadEnvironment, type HeadTag, type ShareInputs } from '../head';
