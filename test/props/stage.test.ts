import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getFaviconSet, STAGES } from '../../src/config/stage';
import { parseStage } from '../../src/props/stage';
import { mergeMessages } from '../../src/i18n/messages';
import { defaultMessages } from '../../src/i18n/english';

describe('parseStage', () => {
  it.each([
    ['Local', 'local'],
    ['Dev', 'dev'],
    ['Test', 'test'],
    ['Preprod', 'preprod'],
    ['Prod', 'prod'],
    ['PROD', 'prod'],
    ['preProd', 'preprod'],
    [' dev ', 'dev'],
  ])('reads %j case-insensitively as %s (product entities: deployment stages)', (input, stage) => {
    expect(parseStage(input)).toEqual({ ok: true, stage });
  });

  it.each([
    ['staging', 'Unknown stage: staging'],
    ['production', 'Unknown stage: production'],
    ['', 'Unknown stage: '],
    [42, 'Unknown stage: 42'],
    [null, 'Unknown stage: null'],
    [undefined, 'Unknown stage: undefined'],
    [['prod'], 'Unknown stage: an array'],
    [{ stage: 'prod' }, 'Unknown stage: an object'],
  ])('reports an unknown stage %j as "%s" (product validation rules, product error catalogue)', (input, error) => {
    expect(parseStage(input)).toEqual({ ok: false, error });
  });

  it('uses the host override of the unknownStage message (product error catalogue: text is overridable)', () => {
    const messages = mergeMessages({ unknownStage: 'Unbekannte Stufe: {value}' }, defaultMessages);
    expect(parseStage('qa', messages)).toEqual({ ok: false, error: 'Unbekannte Stufe: qa' });
  });

  it('accepts exactly the five spec stages in any letter case, nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = parseStage(value);
        const expected = STAGES.includes(value.trim().toLowerCase() as never);
        expect(result.ok).toBe(expected);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...STAGES),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        (stage, upper) => {
          const mixed = [...stage].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          expect(parseStage(mixed)).toEqual({ ok: true, stage });
        },
      ),
    );
  });
});

describe('getFaviconSet (product overview: three favicon sets chosen by stage)', () => {
  it.each([
    ['prod', 'production'],
    ['preprod', 'production'],
    ['test', 'test'],
    ['dev', 'development'],
    ['local', 'development'],
  ] as const)('stage %s uses the %s set', (stage, set) => {
    expect(getFaviconSet(stage)).toBe(set);
  });
});
