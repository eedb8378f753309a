/**
 * jsdom has no Web Worker: a component test runs the worker's own job in the page instead. Each
 * message is delivered later, as a worker's is, so the screen talks to it exactly as to a worker.
 */
export function inProcessWorker<Request, Message>(job: (post: (message: Message) => void) => (request: Request) => unknown): Worker {
  const target = new EventTarget();
  let ended = false;
  const receive = job((message) =>
    setTimeout(() => {
      if (!ended) target.dispatchEvent(new MessageEvent('message', { data: message }));
    }),
  );
  const worker: Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener' | 'removeEventListener'> = {
    postMessage: (request: Request) =>
      setTimeout(() => {
        if (!ended) void receive(request);
      }),
    terminate: () => {
      ended = true;
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return worker as Worker;
}
