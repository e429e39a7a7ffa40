/** The step log's sink on a runner: every line through @actions/core's workflow commands. */
import * as core from '@actions/core';
import type { LogSink } from '../log.ts';

export const toolkitSink: LogSink = {
  info: (message) => core.info(message),
  debug: (message) => core.debug(message),
  annotate: (level, message, properties) => {
    if (level === 'error') core.error(message, properties);
    else if (level === 'warning') core.warning(message, properties);
    else core.notice(message, properties);
  },
  startGroup: (name) => core.startGroup(name),
  endGroup: () => core.endGroup(),
};
