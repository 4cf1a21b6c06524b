export {
  buildHeadTags,
  renderHeadTags,
  DEFAULT_DESCRIPTION,
  TWITTER_CARD_TYPES,
  type HeadEnvironment,
  type HeadTag,
  type ShareInputs,
} from './head-tags';
