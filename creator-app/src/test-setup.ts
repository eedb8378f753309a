// What the creator portal's tests need beyond every app's setup: modal dialogs (the phone's navigation
// drawer), and a browser storage that starts empty for each test (the drafts autoSave keeps).
import { afterEach } from 'vitest';

HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

afterEach(() => localStorage.clear());
