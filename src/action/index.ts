/** The entry point: runs the action, and fails the step if it could stop without finishing. */
import '../heap.ts';
import { failIfUnsettled } from './exit-guard.ts';
import { run } from './run.ts';

failIfUnsettled(run());
