import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach } from '@jest/globals';
import { configure } from '@testing-library/react';
import { fakeCanvas } from './photos';

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine, beside the
// integration suites, a render with a fetch can take longer. A real failure still fails, later.
configure({ asyncUtilTimeout: 4000 });

let objectUrlCount = 0;
beforeEach(() => {
  window.localStorage.clear();
  URL.createObjectURL = () => `blob:http://localhost/preview-${++objectUrlCount}`;
  URL.revokeObjectURL = () => undefined;
  window.scrollTo = () => undefined;
  // Chosen photos decode as 800×600 (test/photos.ts): a spec about preparing them sets its own.
  fakeCanvas();
});

afterEach(() => {
  window.localStorage.clear();
});
