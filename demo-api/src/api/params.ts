/**
 * Query-string reading with per-argument messages. Every endpoint reads its arguments through a
 * Params object and calls done(), which throws one 400 ARGUMENTS_ERROR naming every bad argument.
 * A repeated argument (`?q=a&q=b`) is an error, never a silent pick.
 */
import { argumentsError, type ArgumentErrors } from './errors';

export const MESSAGES = {
  required: 'This field is required.',
  single: 'Only one value is allowed.',
  number: 'A valid number is required.',
  integer: 'A valid integer is required.',
  boolean: 'Must be true or false.',
  between: (min: number, max: number) => `Ensure this value is between ${min} and ${max}.`,
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  choice: (value: string) => `"${value}" is not a valid choice.`,
  both: (other: string) => `Give both this and ${other}, or neither.`,
} as const;

/** Longest number argument accepted (a latitude needs a dozen characters). */
export const MAX_NUMBER_LENGTH = 64;
const NUMBER = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/** Longest text argument accepted (search text, place input). */
export const MAX_TEXT_LENGTH = 1000;

export class Params {
  /** No prototype: an argument named `__proto__` is a key like any other. */
  readonly errors: ArgumentErrors = Object.create(null);
  private readonly query: Record<string, unknown>;

  constructor(query: unknown) {
    this.query = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  }

  fail(name: string, message: string): undefined {
    (this.errors[name] ??= []).push(message);
    return undefined;
  }

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.query, name);
  }

  /** The raw single value, or undefined (absent, or an error was recorded). */
  raw(name: string, required = false): string | undefined {
    if (!this.has(name)) return required ? this.fail(name, MESSAGES.required) : undefined;
    const value = this.query[name];
    if (Array.isArray(value)) return this.fail(name, MESSAGES.single);
    if (typeof value !== 'string') return this.fail(name, MESSAGES.required);
    return value;
  }

  string(
    name: string,
    options: { required?: boolean; allowEmpty?: boolean; maxLength?: number } = {},
  ): string | undefined {
    const value = this.raw(name, options.required);
    if (value === undefined) return undefined;
    if (!options.allowEmpty && value.trim() === '')
      return options.required ? this.fail(name, MESSAGES.required) : undefined;
    const max = options.maxLength ?? MAX_TEXT_LENGTH;
    if (value.length > max) return this.fail(name, MESSAGES.maxLength(max));
    return value;
  }

  number(name: string, options: { required?: boolean; min: number; max: number }): number | undefined {
    const value = this.raw(name, options.required);
    if (value === undefined) return undefined;
    if (value.trim() === '') return options.required ? this.fail(name, MESSAGES.required) : undefined;
    // Linear, and on at most MAX_NUMBER_LENGTH characters: `\d+\.?\d*` backtracked quadratically (a 16k-digit
    // latitude took 670 ms).
    if (value.length > MAX_NUMBER_LENGTH || !NUMBER.test(value)) return this.fail(name, MESSAGES.number);
    const n = Number(value);
    if (!Number.isFinite(n)) return this.fail(name, MESSAGES.number);
    if (n < options.min || n > options.max) return this.fail(name, MESSAGES.between(options.min, options.max));
    return n;
  }

  integer(name: string, options: { min: number; max: number; fallback: number }): number {
    const value = this.raw(name);
    if (value === undefined || value.trim() === '') return options.fallback;
    if (!/^\s*\d{1,9}\s*$/.test(value)) {
      this.fail(name, MESSAGES.integer);
      return options.fallback;
    }
    const n = Number(value);
    if (n < options.min || n > options.max) {
      this.fail(name, MESSAGES.between(options.min, options.max));
      return options.fallback;
    }
    return n;
  }

  boolean(name: string): boolean | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') return undefined;
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === '1') return true;
    if (lower === 'false' || lower === '0') return false;
    return this.fail(name, MESSAGES.boolean);
  }

  choice<T extends string>(name: string, allowed: readonly T[], options: { required?: boolean } = {}): T | undefined {
    const value = this.string(name, options);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) return this.fail(name, MESSAGES.choice(clip(value)));
    return value as T;
  }

  /** Comma-separated list; empty items dropped. */
  list(name: string): string[] | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
  }

  /** latitude + longitude, both or neither. */
  coordinates(latName = 'latitude', lngName = 'longitude', required = false): { lat: number; lng: number } | undefined {
    const lat = this.number(latName, { min: -90, max: 90, required });
    const lng = this.number(lngName, { min: -180, max: 180, required });
    if (this.errors[latName] || this.errors[lngName]) return undefined;
    if (lat === undefined && lng !== undefined) return this.fail(latName, MESSAGES.both(lngName));
    if (lng === undefined && lat !== undefined) return this.fail(lngName, MESSAGES.both(latName));
    return lat === undefined || lng === undefined ? undefined : { lat, lng };
  }

  /** Throws the 400 ARGUMENTS_ERROR when anything failed. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw argumentsError(this.errors);
  }
}

/** Quote user text in messages without echoing megabytes. */
export function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
