import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no modal dialogs: for the tests of this file, they open and close as a browser's would,
 * by their `open` attribute (jsdom's own methods are put back after).
 */
export function openDialogsByAttribute() {
  const dialogMethods = {
    showModal: HTMLDialogElement.prototype.showModal,
    close: HTMLDialogElement.prototype.close,
  };
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterAll(() => Object.assign(HTMLDialogElement.prototype, dialogMethods));
}
