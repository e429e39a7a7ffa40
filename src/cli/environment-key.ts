/**
 * The key `PLERION_API_KEY` holds is registered with the sanitiser before any argument is read,
 * whether or not it is the key the run uses: the same key given by mistake as an argument
 * (`--api-key-file "$PLERION_API_KEY"`, a folder, a ref) is then never repeated by the message
 * that refuses it. Kept apart from `settings.ts` so that `--help` and a refused flag start small.
 */
import { registerSecret } from '../sanitize.ts';

export function registerEnvironmentKey(env: NodeJS.ProcessEnv): void {
  const key = env.PLERION_API_KEY?.trim();
  if (key) registerSecret(key);
}
