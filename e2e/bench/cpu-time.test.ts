import { describe, expect, it } from 'vitest';
import { mainThreadCost, pageMainThreads, shrinkToCpuTime, type TraceEvent } from './cpu-time.ts';

const PAGE = { pid: 10, tid: 1 };
const OTHER_RENDERER = { pid: 20, tid: 1 };

const event = (fields: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent => ({ ph: 'X', ...PAGE, ...fields });

/** A page's renderer beside another tab's; the main frame committed in the page's. */
const metadata: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...OTHER_RENDERER, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'TracingStartedInBrowser', ph: 'I', pid: 1, tid: 1, ts: 0, args: { data: { frames: [{ frame: 'MAIN', processId: 5 }] } } },
  { name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, tid: 1, ts: 50, args: { data: { frame: 'MAIN', processId: PAGE.pid } } },
];

/** A task of 1000 µs wall and 250 µs CPU, with a function call and a mark inside, and a task without CPU time. */
const slowTask = event({ name: 'RunTask', ts: 1000, dur: 1000, tdur: 250 });
const call = event({ name: 'FunctionCall', ts: 1200, dur: 400, tdur: 100 });
const innerCall = event({ name: 'v8.compile', ts: 1400, dur: 200, tdur: 50 });
const mark = event({ name: 'largestContentfulPaint::Candidate', ph: 'I', ts: 1800 });
const closing = event({ name: 'Layout', ph: 'E', ts: 2000 });
const unknownCost = event({ name: 'RunTask', ts: 3000, dur: 600 });
const unknownChild = event({ name: 'FunctionCall', ts: 3100, dur: 300 });
const otherTab = event({ name: 'RunTask', ...OTHER_RENDERER, ts: 1000, dur: 1000, tdur: 100 });
const trace = [...metadata, slowTask, call, innerCall, mark, closing, unknownCost, unknownChild, otherTab];

const shrunk = shrinkToCpuTime(trace);
const at = (original: TraceEvent) => shrunk[trace.indexOf(original)];

describe('shrinkToCpuTime', () => {
  it('shrinks a task to its CPU time and keeps its start', () => {
    expect(at(slowTask)).toMatchObject({ ts: 1000, dur: 250, tdur: 250 });
  });

  it('moves and shortens what is nested in a task with it, so that it stays inside', () => {
    expect(at(call)).toMatchObject({ ts: 1050, dur: 100 });
    expect(at(innerCall)).toMatchObject({ ts: 1100, dur: 50 });
    expect(at(mark)).toMatchObject({ ts: 1200 });
    expect(at(closing)).toMatchObject({ ts: 1250 });
  });

  it('leaves a task without a CPU time as it is, with what it holds', () => {
    expect(at(unknownCost)).toBe(unknownCost);
    expect(at(unknownChild)).toBe(unknownChild);
  });

  it("leaves another renderer's main thread and the events given untouched", () => {
    expect(at(otherTab)).toBe(otherTab);
    expect(slowTask).toMatchObject({ ts: 1000, dur: 1000 });
    expect(shrunk).toHaveLength(trace.length);
  });
});

describe('mainThreadCost', () => {
  it("counts the page's top-level tasks once, nested events not again, a task without CPU time by its wall time", () => {
    expect(pageMainThreads(trace)).toEqual([PAGE]);
    expect(mainThreadCost(trace)).toEqual({ cpuMs: 0.85, wallMs: 1.6 });
    expect(mainThreadCost(shrunk)).toEqual({ cpuMs: 0.85, wallMs: 0.85 });
  });
});
