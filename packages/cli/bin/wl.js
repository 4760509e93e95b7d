#!/usr/bin/env node
// The `wl` command: a committed entry point, so that npm links it before the first build.
import '../dist/main.js';
