/**
 * Deployment stage parsing (spec 3 "Deployment stages", spec 5 "Unknown stage value is an error",
 * spec 8 "Unknown stage: {value}") and the favicon set chosen by stage (spec 1).
 */
import { defaultMessages, formatMessage, type Messages } from '../i18n/messages';
import type { Stage } from './types';

/** Every stage the spec names, in lower case (the canonical form). */
export const STAGES: readonly Stage[] = ['local', 'dev', 'test', 'preprod', 'prod'];

/** Stage used when the host passes nothing or something unknown (spec 9 "stage prod"). */
export const DEFAULT_STAGE: Stage = 'prod';

export type ParseStageResult = { ok: true; stage: Stage } | { ok: false; error: string };

function describeStageValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'undefined') return 'undefined';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Read a stage case-insensitively: `Local`, `DEV`, ` prod ` are all fine (spec 3). Anything else is
 * an error carrying the spec 8 text `Unknown stage: {value}` (from the message catalogue, so a host
 * override of `unknownStage` is honoured). Never throws.
 */
export function parseStage(
  value: unknown,
  messages: Pick<Messages, 'unknownStage'> = defaultMessages,
): ParseStageResult {
  if (typeof value === 'string') {
    const normalised = value.trim().toLowerCase();
    const stage = STAGES.find((candidate) => candidate === normalised);
    if (stage) return { ok: true, stage };
  }
  return { ok: false, error: formatMessage(messages.unknownStage, { value: describeStageValue(value) }) };
}

/** The three favicon sets of spec 1. */
export type FaviconSet = 'production' | 'test' | 'development';

const FAVICON_SET_BY_STAGE: Record<Stage, FaviconSet> = {
  // Preprod runs the production build as the last check of what users will get, so it shows the
  // production icons too; the distinct test/development icons exist to tell a non-production tab
  // apart from a real one, and preprod is meant to look exactly like the real one.
  prod: 'production',
  preprod: 'production',
  test: 'test',
  dev: 'development',
  local: 'development',
};

/** Favicon set for a stage (spec 1: three sets chosen by deployment stage). */
export function getFaviconSet(stage: Stage): FaviconSet {
  return FAVICON_SET_BY_STAGE[stage] ?? 'production';
}
