/**
 * Deployment stages (product entities: "Deployment stages") and the favicon set chosen by stage (product overview). The
 * report for an unknown stage (product error catalogue: "Unknown stage: {value}", a message text) is src/props/stage.ts.
 */
import type { Stage } from './types';

/** Every stage the spec names, in lower case (the canonical form). */
export const STAGES: readonly Stage[] = ['local', 'dev', 'test', 'preprod', 'prod'];

/** Stage used when the host passes nothing or something unknown (product limits: "stage prod"). */
export const DEFAULT_STAGE: Stage = 'prod';

/** A stage read case-insensitively (`Local`, `DEV`, ` prod `, product entities), or undefined for anything else. */
export function findStage(value: unknown): Stage | undefined {
  if (typeof value !== 'string') return undefined;
  const normalised = value.trim().toLowerCase();
  return STAGES.find((candidate) => candidate === normalised);
}

/** The three favicon sets of the product overview. */
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

/** Favicon set for a stage (product overview: three sets chosen by deployment stage). */
export function getFaviconSet(stage: Stage): FaviconSet {
  return FAVICON_SET_BY_STAGE[stage] ?? 'production';
}
