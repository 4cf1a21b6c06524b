import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExperimentResult, readExperimentValue, type ExperimentResult } from '../../src/flags';

const result: ExperimentResult = {
  name: 'header_search_layout',
  value: { variant: 'compact', maxItems: 8, enabled: true, tags: ['a', 'b'], config: { x: 1 }, nothing: null },
  ruleID: 'rule_42',
  secondaryExposures: [{ gate: 'holdout', gateValue: 'false', ruleID: 'default' }],
  allocatedExperimentName: 'header_search_layout',
  evaluationDetails: { reason: 'Network', time: 1700000000000 },
  groupName: 'Test',
  idType: 'stableID',
  isExperimentActive: true,
};

describe('readExperimentValue (spec 3 experiment/flag result)', () => {
  it('returns the stored value when it has the type of the default', () => {
    expect(readExperimentValue(result, 'variant', 'full')).toBe('compact');
    expect(readExperimentValue(result, 'maxItems', 24)).toBe(8);
    expect(readExperimentValue(result, 'enabled', false)).toBe(true);
    expect(readExperimentValue(result, 'tags', [] as string[])).toEqual(['a', 'b']);
    expect(readExperimentValue(result, 'config', {} as Record<string, number>)).toEqual({ x: 1 });
  });

  it('returns the default when the key is missing', () => {
    expect(readExperimentValue(result, 'absent', 'full')).toBe('full');
  });

  it('returns the default when the value is of another type (typeof, array and null told apart)', () => {
    expect(readExperimentValue(result, 'variant', 3)).toBe(3);
    expect(readExperimentValue(result, 'maxItems', '24')).toBe('24');
    expect(readExperimentValue(result, 'tags', {})).toEqual({});
    expect(readExperimentValue(result, 'config', [])).toEqual([]);
    expect(readExperimentValue(result, 'nothing', 'fallback')).toBe('fallback');
    expect(readExperimentValue(result, 'enabled', 'yes')).toBe('yes');
  });

  it('returns the default when the result or its value is missing or not an object', () => {
    for (const bad of [undefined, null, 42, 'x', [], { value: null }, { value: [1] }, { value: 'str' }, {}]) {
      expect(readExperimentValue(bad, 'variant', 'full')).toBe('full');
    }
  });

  it('does not read inherited keys such as toString or __proto__', () => {
    expect(readExperimentValue(result, 'toString', 'd')).toBe('d');
    expect(readExperimentValue({ value: {} }, '__proto__', {})).toEqual({});
    expect(readExperimentValue({ value: {} }, 'constructor', 'd')).toBe('d');
  });

  it('rejects non-finite numbers', () => {
    expect(readExperimentValue({ value: { n: Number.NaN } }, 'n', 5)).toBe(5);
    expect(readExperimentValue({ value: { n: Infinity } }, 'n', 5)).toBe(5);
  });

  it('survives throwing getters', () => {
    const value = Object.defineProperty({}, 'k', {
      get() {
        throw new Error('boom');
      },
    });
    expect(readExperimentValue({ value }, 'k', 'd')).toBe('d');
    const outer = Object.defineProperty({}, 'value', {
      get() {
        throw new Error('boom');
      },
    });
    expect(readExperimentValue(outer, 'k', 'd')).toBe('d');
  });

  it('always returns a value of the default kind for arbitrary input (property)', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.string(),
        fc.oneof(fc.string(), fc.integer(), fc.boolean()),
        (input, key, fallback) => {
          const read = readExperimentValue(input, key, fallback);
          expect(typeof read).toBe(typeof fallback);
          const wrapped = readExperimentValue({ value: { [key]: input } }, key, fallback);
          expect(typeof wrapped).toBe(typeof fallback);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isExperimentResult', () => {
  it('accepts the provider shape, including a null group', () => {
    expect(isExperimentResult(result)).toBe(true);
    expect(isExperimentResult({ ...result, groupName: null })).toBe(true);
  });
  it('rejects junk and partial results', () => {
    expect(isExperimentResult(null)).toBe(false);
    expect(isExperimentResult({ ...result, value: [] })).toBe(false);
    expect(isExperimentResult({ ...result, isExperimentActive: 'true' })).toBe(false);
    expect(isExperimentResult({ ...result, evaluationDetails: {} })).toBe(false);
  });
});
