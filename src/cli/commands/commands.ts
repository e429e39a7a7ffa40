/**
 * Every command, in one module the entry loads only when a command runs: the bundler makes it
 * (with the engine) the one file beside `dist/cli.js`, so `--help` and `--version` load none of it.
 */
export { configCommand } from './config.ts';
export { convertCommand } from './convert.ts';
export { gateCommand } from './gate.ts';
export { scanCommand } from './scan.ts';
