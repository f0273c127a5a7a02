import fs from 'node:fs';

/** The system Chromium (docs/architecture.md §6), when installed; the tools' own default otherwise. */
export const CHROMIUM_PATH = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** Flags that let it run headless in a container without reaching the network by itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
