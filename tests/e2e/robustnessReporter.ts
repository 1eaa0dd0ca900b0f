/** Prints what the robustness journeys tried: inputs, injected faults, and failed journeys. */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { ROBUSTNESS_ANNOTATION } from './robustness';

export default class RobustnessSummary implements Reporter {
  private inputs = 0;
  private faults = 0;
  private journeys = 0;
  private failures = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    const counts = result.annotations.filter((annotation) => annotation.type === ROBUSTNESS_ANNOTATION);
    if (!test.location.file.includes('robustness-') && counts.length === 0) return;
    this.journeys += 1;
    if (result.status !== 'passed' && result.status !== 'skipped') this.failures += 1;
    for (const { description } of counts) {
      const parsed = JSON.parse(description ?? '{}') as { inputs?: number; faults?: number };
      this.inputs += parsed.inputs ?? 0;
      this.faults += parsed.faults ?? 0;
    }
  }

  onEnd() {
    if (this.journeys === 0) return;
    console.log(`\nRobustness journeys: ${this.journeys}, inputs tried ${this.inputs}, faults injected ${this.faults}, failures ${this.failures}\n`);
  }
}
