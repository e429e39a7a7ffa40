/**
 * Workflow-command annotations use every slot but the verdict's (held only when the verdict will be
 * written at that level) and publishing's share (one warning, one notice); the slots a plan counted
 * are claimed, so what publishing says afterwards never changes what the plan said would show.
 */
import { describe, expect, it } from 'vitest';
import { StepLog, type AnnotationLevel, type LogSink } from '../../../../src/action/step-log.ts';
import {
  holdPublishingSlots,
  holdVerdictSlot,
  verdictLevel,
} from '../../../../src/action/surfaces/step/annotation-room.ts';
import {
  claimAnnotationSlots,
  planAnnotations,
} from '../../../../src/action/surfaces/step/annotations.ts';
import { writeAnnotations } from '../../../../src/action/surfaces/step/publish.ts';
import type { RunReport } from '../../../../src/engine/findings/run-report.ts';
import { reported } from '../../../support/reported.ts';

/** The findings' annotations planned in the room `log` leaves, and how many of a level. */
function planInRoom(log: StepLog) {
  const plan = planAnnotations(FINDINGS, {
    error: log.room('error'),
    warning: log.room('warning'),
    notice: log.room('notice'),
  });
  const count = (level: AnnotationLevel) =>
    plan.annotations.filter((a) => a.level === level).length;
  return { plan, count };
}

function stepLog(): { log: StepLog; levels: AnnotationLevel[] } {
  const levels: AnnotationLevel[] = [];
  const sink: LogSink = {
    info: () => undefined,
    debug: () => undefined,
    annotate: (level) => levels.push(level),
    startGroup: () => undefined,
    endGroup: () => undefined,
  };
  return { log: new StepLog(sink), levels };
}

/** 525 findings, as on the repository of the issue: many of every level. */
const FINDINGS = Array.from({ length: 525 }, (_, i) =>
  reported({ severity: (['CRITICAL', 'MEDIUM', 'LOW'] as const)[i % 3]! }),
);

/** Main's sequence: slots held while scanning, then only the verdict's, then the findings. */
function annotateFindings(verdict: RunReport['verdict'], onServiceError: 'fail' | 'warn') {
  const { log, levels } = stepLog();
  log.reserve('error', 1);
  log.reserve('warning', 2);
  log.warning('a warning while scanning');
  holdVerdictSlot(log, verdict, onServiceError);
  const { count } = planInRoom(log);
  return { log, levels, count };
}

describe('annotation slots', () => {
  it('gives the findings all 10 error slots when the verdict is no error (fail-on: none)', () => {
    const { count } = annotateFindings('pass', 'fail');
    expect(count('error')).toBe(10);
    expect(count('warning')).toBe(9); // One went to the scan's warning, none held for publishing.
    expect(count('notice')).toBe(9); // One for the overflow notice.
  });

  it('holds the error slot when the job fails, and writes the verdict in it', () => {
    const { log, count } = annotateFindings('fail', 'fail');
    expect(count('error')).toBe(9);
    for (let i = 0; i < 9; i++) log.annotate('error', 'finding');
    expect(log.annotate('error', 'verdict', {}, true)).toBe(true);
  });

  it('holds a warning slot instead under on-service-error: warn', () => {
    const { count } = annotateFindings('error', 'warn');
    expect(count('error')).toBe(10);
    expect(count('warning')).toBe(8);
    expect(verdictLevel('skipped', 'fail')).toBeUndefined();
  });

  it('keeps one warning and one notice for publishing, and never gives it a planned slot', () => {
    const { log, levels } = stepLog();
    holdVerdictSlot(log, 'fail', 'fail');
    holdPublishingSlots(log);
    const { plan, count } = planInRoom(log);
    expect([count('error'), count('warning'), count('notice')]).toEqual([9, 9, 8]);
    expect(plan.more).toBe(FINDINGS.length - 26);
    claimAnnotationSlots(log, plan);
    // Publishing refuses twice: its own slot takes the first, the second is a log line.
    expect(log.annotate('notice', 'code scanning refused', {}, true)).toBe(true);
    expect(log.annotate('notice', 'review refused', {}, true)).toBe(false);
    writeAnnotations(log, plan.annotations, plan.overflow);
    expect(levels.filter((l) => l === 'notice')).toHaveLength(10);
    // Every planned annotation and the overflow notice were written, and the verdict still fits.
    expect(levels.filter((l) => l === 'error')).toHaveLength(9);
    expect(log.annotate('error', 'verdict', {}, true)).toBe(true);
  });
});
