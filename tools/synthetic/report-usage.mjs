/**
 * Preloaded (`node --import`) into each build step by build-synthetic.mjs:
 * when the process exits, writes its peak resident set (KB, all threads) and
 * CPU time to the file named by DOCS_USAGE_REPORT.
 */
import { writeFileSync } from 'node:fs';

const report = process.env.DOCS_USAGE_REPORT;
if (report) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
    writeFileSync(report, JSON.stringify({ maxRSS: usage.maxRSS, cpuSeconds }));
  });
}
