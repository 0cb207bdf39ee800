#!/usr/bin/env node
// The CLI is TypeScript run through tsx (a root devDependency), so it works from a fresh clone
// without a build step.
import { register } from "tsx/esm/api";

register();
await import("./cli.ts");
