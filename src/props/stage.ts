/**
 * Reading a host's stage with its report (product validation rules: "Unknown stage value is an error", product error catalogue: "Unknown
 * stage: {value}"). The stages themselves are constants in src/config/stage.ts.
 */
import { findStage } from '../config/stage';
import type { Stage } from '../config/types';
import { catalogue as english } from '../i18n/catalogues/en';
import { formatMessage, type Messages } from '../i18n/messages';

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
 * Read a stage case-insensitively: `Local`, `DEV`, ` prod ` are all fine (product entities). Anything else is
 * an error carrying the product error catalogue text `Unknown stage: {value}` (from the message catalogue, so a host
 * override of `unknownStage` is honoured). Never throws.
 */
export function parseStage(
  value: unknown,
  messages: Pick<Messages, 'unknownStage'> = english.messages,
): ParseStageResult {
  const stage = findStage(value);
  if (stage) return { ok: true, stage };
  return { ok: false, error: formatMessage(messages.unknownStage, { value: describeStageValue(value) }) };
}
