import * as core from '@actions/core';
import { greet } from './a.ts';
core.info(greet('x'));
