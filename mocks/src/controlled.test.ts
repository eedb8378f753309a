import { describe, expect, it } from 'vitest';
import { untilControlled } from './controlled.ts';

/** A service-worker container whose controller the test sets, announcing it as the browser does. */
class Container extends EventTarget {
  controller: ServiceWorker | null = null;
  takeOver() {
    this.controller = {} as ServiceWorker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
};

describe('a remote running alone on the mock backend', () => {
  it('goes on at once on a page the worker already controls', async () => {
    const container = new Container();
    container.controller = {} as ServiceWorker;
    expect(await settled(untilControlled(container))).toBe(true);
  });

  it('waits on a page the worker does not control yet, until it does', async () => {
    const container = new Container();
    const waiting = untilControlled(container);
    expect(await settled(waiting)).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    expect(await settled(waiting)).toBe(false);
    container.takeOver();
    expect(await settled(waiting)).toBe(true);
  });
});
