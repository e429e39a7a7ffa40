/** The action's name and version, as reported in the SARIF tool driver and the JSON report. */
export const TOOL_NAME = 'Plerion IaC Scan';
export const TOOL_VERSION = '0.1.0';
export const TOOL_URI = 'https://www.plerion.com';
