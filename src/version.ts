/**
 * The action's name and version, as reported in the SARIF tool driver, the JSON report and the
 * log. The version has one home, package.json: the bundle carries it because ncc inlines the JSON
 * import, and the release workflow refuses a tag that differs from it.
 */
import packageJson from '../package.json' with { type: 'json' };

export const TOOL_NAME = 'Plerion IaC Scan';
export const TOOL_VERSION: string = packageJson.version;
export const TOOL_URI = 'https://www.plerion.com';
