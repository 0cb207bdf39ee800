// The one command that runs every test: lint, typecheck, build, then Vitest's node, workerd and
// Chromium projects. It ends with one line `N passed, N failed` summed over every step and suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, run } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

let passed = 0;
let failed = 0;

async function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${name} failed (exit ${code})`);
  }
  return code === 0;
}

await step("lint and format (biome)", bin("biome"), ["check", "."]);
await step("typecheck (tsc -b)", bin("tsc"), ["-b"]);
const built = await step("frontend build (vite)", bin("vite"), ["build", "frontend", "--logLevel", "warn"]);

if (built) {
  const reportDir = path.join(root, "node_modules/.cache/greenhouse");
  mkdirSync(reportDir, { recursive: true });
  const report = path.join(reportDir, "vitest-report.json");
  rmSync(report, { force: true });
  console.log("\n▶ vitest: node, workerd and chromium suites");
  const code = await run(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ]);
  if (existsSync(report)) {
    const results = JSON.parse(readFileSync(report, "utf8"));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    // A suite that failed to load has no failed tests; count it so it cannot pass silently.
    const brokenSuites = results.testResults.filter(
      (suite) => suite.status === "failed" && suite.assertionResults.length === 0,
    );
    failed += brokenSuites.length;
    if (code !== 0 && results.numFailedTests === 0 && brokenSuites.length === 0) failed += 1;
  } else {
    failed += 1;
    console.log(`✗ vitest wrote no report (exit ${code})`);
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
