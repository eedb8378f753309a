/**
 * What a page's main thread cost in CPU, read from a Chromium trace, and the same trace with every
 * main-thread task shrunk to that cost. Lighthouse's simulated throttling multiplies the wall-clock
 * length of each task; on a shared machine other processes stretch a task to several times its CPU
 * time, so the simulation charges the page for the machine. A task's thread CPU time (`tdur`) is
 * what the page itself asked of the CPU.
 */

/** The fields of a Chromium trace event this module reads; times in microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration, on complete (`X`) events. */
  dur?: number;
  /** Thread CPU time, on complete events when the trace records thread timestamps. */
  tdur?: number;
  cat?: string;
  args?: Record<string, unknown>;
}

export interface Thread {
  pid: number;
  tid: number;
}

const sameThread = (thread: Thread) => (event: TraceEvent) => event.pid === thread.pid && event.tid === thread.tid;

function frameData(event: TraceEvent): Record<string, unknown> | undefined {
  const data = event.args?.['data'];
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/**
 * The renderer main threads of the page's main frame, found as Lighthouse finds them: the frame
 * without a parent when tracing started, and every process a navigation committed it in. A trace
 * without those events (an older Chromium) falls back to every renderer main thread in it.
 */
export function pageMainThreads(events: readonly TraceEvent[]): Thread[] {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const frames = started && frameData(started)?.['frames'];
  const mainFrame = Array.isArray(frames) ? (frames as Record<string, unknown>[]).find((frame) => !frame['parent']) : undefined;
  const pids = new Set<number>();
  if (typeof mainFrame?.['processId'] === 'number') pids.add(mainFrame['processId']);
  for (const event of events) {
    if (event.name !== 'FrameCommittedInBrowser' && event.name !== 'ProcessReadyInBrowser') continue;
    const data = frameData(event);
    if (data?.['frame'] === mainFrame?.['frame'] && typeof data?.['processId'] === 'number') pids.add(data['processId']);
  }
  const rendererMains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.['name'] === 'CrRendererMain',
  );
  const page = rendererMains.filter((event) => pids.has(event.pid));
  return (page.length ? page : rendererMains).map(({ pid, tid }) => ({ pid, tid }));
}

/** A thread's complete events that no other complete event of the thread encloses, in time order. */
export function topLevelTasks(events: readonly TraceEvent[], thread: Thread): TraceEvent[] {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined && sameThread(thread)(event));
  // Longest first at the same start, so a parent comes before the child that starts with it.
  const ordered = complete.toSorted((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const event of ordered) {
    if (event.ts < end) continue;
    tasks.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return tasks;
}

export interface MainThreadCost {
  /** Thread CPU time of the top-level tasks, in milliseconds. */
  cpuMs: number;
  /** Their wall-clock time, in milliseconds: what Lighthouse's simulation scales. */
  wallMs: number;
}

/** What the page's main thread cost over the whole trace: tasks without a CPU time count their wall time. */
export function mainThreadCost(events: readonly TraceEvent[]): MainThreadCost {
  const tasks = pageMainThreads(events).flatMap((thread) => topLevelTasks(events, thread));
  const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const cpu = tasks.reduce((sum, task) => sum + Math.min(task.tdur ?? task.dur ?? 0, task.dur ?? 0), 0);
  return { cpuMs: cpu / 1000, wallMs: wall / 1000 };
}

/** The top-level task an event of the thread happens in, by binary search over tasks in time order. */
function enclosingTask(tasks: readonly TraceEvent[], ts: number): TraceEvent | undefined {
  let low = 0;
  let high = tasks.length - 1;
  let found: TraceEvent | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const task = tasks[middle];
    if (!task) break;
    if (task.ts <= ts) {
      found = task;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  // An event at the very end of a task (its closing `E`, a mark as it ends) belongs to it.
  return found && ts <= found.ts + (found.dur ?? 0) ? found : undefined;
}

/**
 * The trace with every top-level task of the page's main thread shrunk to its thread CPU time:
 * its start kept, its wall duration set to its `tdur`, and every event inside it (nested tasks,
 * function calls, paint and LCP marks) moved and shortened in the same proportion, so that they
 * stay inside it in the same order. A task with no `tdur` (or no more wall time than CPU time) is
 * left as it is, and so is every other thread and the network log (which is not in the trace).
 * The events given are not changed: changed ones are copies.
 */
export function shrinkToCpuTime<Event extends TraceEvent>(events: readonly Event[]): Event[] {
  const threads = pageMainThreads(events);
  const tasksOf = new Map(threads.map((thread) => [`${thread.pid}:${thread.tid}`, topLevelTasks(events, thread)]));
  const ratioOf = new Map<TraceEvent, number>();
  for (const tasks of tasksOf.values()) {
    for (const task of tasks) {
      const dur = task.dur ?? 0;
      if (task.tdur !== undefined && dur > 0 && task.tdur < dur) ratioOf.set(task, task.tdur / dur);
    }
  }
  return events.map((event) => {
    const tasks = event.ph === 'M' ? undefined : tasksOf.get(`${event.pid}:${event.tid}`);
    const task = tasks && enclosingTask(tasks, event.ts);
    const ratio = task && ratioOf.get(task);
    if (!task || ratio === undefined) return event;
    const shrunk = { ...event, ts: task.ts + (event.ts - task.ts) * ratio };
    if (event.dur !== undefined) shrunk.dur = event.dur * ratio;
    return shrunk;
  });
}
