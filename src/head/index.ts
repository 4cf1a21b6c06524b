export {
  buildHeadTags,
  renderHeadTags,
  DEFAULT_DESCRIPTION,
  TWITTER_CARD_TYPES,
  // Sizes of the assets the tags link, so a server that serves those assets draws them at the linked size.
  ANDROID_ICON_SIZE,
  FAVICON_SIZES,
  OG_FALLBACK_IMAGE_HEIGHT,
  OG_FALLBACK_IMAGE_WIDTH,
  TOUCH_ICON_SIZE,
  VERIFICATION_TAGS,
  type HeadEnvironment,
  type HeadTag,
  type ShareInputs,
  type SiteVerification,
} from './head-tags';
export {
  getPreloadLinks,
  getServerBuildUrls,
  renderJsonScript,
  renderPreloadLinks,
  serializeForScript,
  SERVER_BUILD_FOLDER,
  type BrowserManifest,
  type PreloadLink,
} from './server-render';
