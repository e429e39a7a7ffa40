/** Errors in words, whatever was thrown. */
import { describe, expect, it } from 'vitest';
import { ApiError, describeError } from '../src/errors.ts';

describe('describeError', () => {
  it('never throws, whatever was thrown', () => {
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    const hostile = {
      get message(): string {
        throw new Error('no');
      },
    };
    for (const value of [
      circular,
      10n,
      hostile,
      Symbol('s'),
      undefined,
      null,
      'text',
      new Error('boom'),
    ]) {
      expect(() => describeError(value)).not.toThrow();
      expect(typeof describeError(value)).toBe('string');
    }
    expect(describeError(new Error('boom'))).toBe('boom');
    expect(describeError('text')).toBe('text');
    expect(describeError(10n)).toBe('10');
    expect(describeError(undefined)).toBe('an error without a message');
  });

  it("keeps the service's code and message, capped", () => {
    const error = new ApiError({
      method: 'GET',
      path: '/v1/x',
      status: 400,
      code: 'x400Q',
      serviceMessage: 'm'.repeat(2_000_000),
      hint: 'the service refused the request as malformed',
    });
    expect(error.message).toMatch(/^GET \/v1\/x answered 400 \(x400Q: m+…\): the service refused/);
    expect(error.message.length).toBeLessThan(1_200);
    expect(error.code).toBe('x400Q');
  });
});
