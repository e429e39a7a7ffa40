/** action.yml as GitHub Marketplace reads it: the rules it refuses a listing by, pinned. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkMarketplaceMetadata, type ActionMetadata } from '../../scripts/marketplace-rules.ts';
import { ROOT } from '../support/run-action.ts';

const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionMetadata;

describe('action.yml for the Marketplace', () => {
  it('meets every rule the Marketplace refuses a listing by', () => {
    expect(checkMarketplaceMetadata(action)).toEqual([]);
    expect(String(action.description).length).toBeLessThan(125);
  });

  it('would be refused with the old description, and says why', () => {
    const old =
      'Scan Terraform, Kubernetes, Helm, CloudFormation, ARM, Bicep and Dockerfiles with the Plerion code-security API: annotations, SARIF, PR comment, job summary and a severity gate.';
    expect(checkMarketplaceMetadata({ ...action, description: old })).toEqual([
      'description is 177 characters; the Marketplace takes fewer than 125',
    ]);
    expect(checkMarketplaceMetadata({ ...action, description: 'x'.repeat(125) })).toHaveLength(1);
    expect(checkMarketplaceMetadata({ ...action, description: 'x'.repeat(124) })).toEqual([]);
  });

  it('refuses a name that is a category or could be an account, and unknown branding', () => {
    expect(checkMarketplaceMetadata({ ...action, name: 'Code Quality' })).toEqual([
      "name 'Code Quality' is the Marketplace category 'Code quality'",
    ]);
    expect(checkMarketplaceMetadata({ ...action, name: 'plerion' })).toEqual([
      "name 'plerion' has no space, so it could be an existing user or organisation",
    ]);
    expect(
      checkMarketplaceMetadata({ ...action, branding: { icon: 'github', color: 'pink' } }),
    ).toEqual([
      "branding.icon 'github' is not an icon GitHub accepts",
      "branding.color 'pink' is not one of white, black, yellow, blue, green, orange, red, purple, gray-dark",
    ]);
    expect(checkMarketplaceMetadata({ ...action, branding: undefined })).toHaveLength(2);
  });
});
