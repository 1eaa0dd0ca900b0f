/** Adds up what the fuzz tests tried and prints it once the run ends (npm run test:fuzz). */
import type { Reporter, TestCase } from 'vitest/node';

export default class FuzzSummary implements Reporter {
  private inputs = 0;
  private faults = 0;
  private failures = 0;
  private tests = 0;

  onTestCaseResult(testCase: TestCase) {
    const counts = testCase.meta().fuzz;
    if (!counts) return;
    this.tests += 1;
    this.inputs += counts.inputs;
    this.faults += counts.faults;
    if (testCase.result().state === 'failed') this.failures += 1;
  }

  onTestRunEnd() {
    const format = (value: number) => value.toLocaleString('en-GB');
    console.log(
      `\nFuzz summary: ${format(this.tests)} properties, inputs tried ${format(this.inputs)}, ` +
        `faults injected ${format(this.faults)}, failures ${format(this.failures)}\n`,
    );
  }
}
