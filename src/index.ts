/** The entry point: runs the action, and fails the step if it could stop without finishing. */
import { failIfUnsettled } from './exit-guard.ts';
import { run } from './main.ts';

failIfUnsettled(run());
