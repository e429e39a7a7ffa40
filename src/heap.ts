/**
 * The action is a guest on the runner: its heap grows as slowly as V8 allows. With
 * `--optimize-for-size` V8 collects before it grows the heap rather than after, which holds the
 * peak RSS of 100,000 findings under 400 MB at the cost of about a second of report time
 * (`npm run bench -- report`). Set at run time because the runner starts `node` without flags; it
 * is the first module the entry point loads, so it applies before anything else is allocated.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--optimize-for-size');
