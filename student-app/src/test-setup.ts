// What jsdom lacks and the quiz uses, IndexedDB (the answers kept on the device) and modal dialogs,
// and the student's sample data.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { serveStudentSample } from 'mocks/testing';
import { beforeEach } from 'vitest';

Object.assign(globalThis, { indexedDB, IDBKeyRange });

// The student area's tests read the sample student (docs/product.md, "Sample data") (a test that stores a submitted quiz's result calls it again for the database).
beforeEach(() => {
  serveStudentSample();
});

HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
