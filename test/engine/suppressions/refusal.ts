/** What the suppressions file's tests assert of a refused file: one configuration error, its words. */
import { expect } from 'vitest';
import { parseSuppressions } from '../../../src/engine/suppressions/format.ts';
import { ConfigurationError } from '../../../src/errors.ts';

/** The message `source` is refused with as `.plerion-ignore.yml`; throws when it is accepted. */
export function refusal(source: string): string {
  try {
    parseSuppressions('.plerion-ignore.yml', source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
}
