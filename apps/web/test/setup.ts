import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach } from '@jest/globals';

let objectUrlCount = 0;
beforeEach(() => {
  window.localStorage.clear();
  URL.createObjectURL = () => `blob:http://localhost/preview-${++objectUrlCount}`;
  URL.revokeObjectURL = () => undefined;
  window.scrollTo = () => undefined;
});

afterEach(() => {
  window.localStorage.clear();
});
