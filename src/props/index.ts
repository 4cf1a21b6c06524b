/**
 * Public entry of the props folder for code outside `src/` (host-demo, examples): what a host passes,
 * the defaults the parser falls back to, and the stage rule with its report. Lint (eslint.config.js,
 * host-demo and examples zones) lets outside code import `src/props` only through this file.
 */
export type { HeaderProps, PropInput } from './types';
export { ANONYMOUS_USER, DEFAULT_FEATURE_FLAGS, DEFAULT_PAGE_DATA, parseHeaderProps } from './parse-props';
export { parseStage, type ParseStageResult } from './stage';
export {
  DEFAULT_AUTH_PATHS,
  DEFAULT_MAIN_CONTENT_ID,
  HELP_LANGUAGE_PATTERN,
  LOCALE_PATTERN,
  SAFE_ID_PATTERN,
} from './field-patterns';
