/**
 * Refuses a Node older than the one `plerion-iac` is built and tested on, in one line and exit 2,
 * before anything else is loaded: an older Node would fail later, inside a bundled library, with
 * a stack trace that says nothing useful. Imported first by the entry point.
 */
export const MIN_NODE_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
if (!(major >= MIN_NODE_MAJOR)) {
  process.stderr.write(
    `plerion-iac needs Node ${MIN_NODE_MAJOR} or later; this is Node ${process.versions.node}. Install Node ${MIN_NODE_MAJOR} (or use its container image) and run it again.\n`,
  );
  process.exit(2);
}
