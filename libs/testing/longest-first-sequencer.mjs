// Jest's order of test files: the suites known to take longest start first, so that on two workers none
// of them starts last and runs alone at the end (the stack step's chaos suite, 100–130 s, and the fuzzing
// of every route). Jest's own order does that from the timings it cached, but a clean clone has none and
// falls back to the files' sizes. The rest keep Jest's order.
import Sequencer from '@jest/test-sequencer';

const LONGEST = [
  'tests/stack/chaos.stack-spec.ts',
  'tests/stack/prometheus-alerts.stack-spec.ts',
  'tests/system/fuzz.integration-spec.ts',
];

const rank = (path) => {
  const at = LONGEST.findIndex((suffix) => path.endsWith(suffix));
  return at === -1 ? LONGEST.length : at;
};

export default class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    // Array.prototype.sort is stable: Jest's order stays within each rank.
    return [...ordered].sort((a, b) => rank(a.path) - rank(b.path));
  }
}
