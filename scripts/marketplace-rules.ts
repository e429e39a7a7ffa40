/**
 * What GitHub Marketplace asks of `action.yml` before it lists an action, as data and one check
 * (test/scripts/marketplace.test.ts runs it on the real file and on broken copies). The Marketplace
 * refuses a description of 125 characters or more, a name that is a Marketplace category or an
 * existing account, and branding outside Feather's icons or its eight colours. Whether a name is
 * taken by some user or organisation can only be asked of github.com: here the check makes sure
 * the name cannot be one (a login has no spaces) and is none of the categories.
 */

/** "Description must be less than 125 characters", as the Marketplace says when it refuses one. */
export const MAX_DESCRIPTION_CHARS = 124;

/** The Marketplace's categories for actions (github.com/marketplace?type=actions). */
export const MARKETPLACE_CATEGORIES = [
  'API management',
  'Backup Utilities',
  'Chat',
  'Code quality',
  'Code review',
  'Container CI',
  'Continuous integration',
  'Dependency management',
  'Deployment',
  'Desktop tools',
  'Game CI',
  'GitHub Sponsors',
  'IDEs',
  'Learning',
  'Localization',
  'Mobile',
  'Mobile CI',
  'Monitoring',
  'Open Source management',
  'Project management',
  'Publishing',
  'Recently added',
  'Reporting',
  'Security',
  'Support',
  'Testing',
  'Utilities',
] as const;

/** Branding colours GitHub documents for action metadata. */
export const BRANDING_COLORS = [
  'white',
  'black',
  'yellow',
  'blue',
  'green',
  'orange',
  'red',
  'purple',
  'gray-dark',
] as const;

/**
 * Feather 4.28 icons GitHub accepts for branding: the set, less brand logos and the ones GitHub's
 * metadata syntax page omits (coffee, columns, divide*, frown, hexagon, key, meh, mouse-pointer,
 * smile, tool, x-octagon).
 */
export const BRANDING_ICONS = new Set(
  `activity airplay alert-circle alert-octagon alert-triangle align-center align-justify align-left
  align-right anchor aperture archive arrow-down-circle arrow-down-left arrow-down-right arrow-down
  arrow-left-circle arrow-left arrow-right-circle arrow-right arrow-up-circle arrow-up-left
  arrow-up-right arrow-up at-sign award bar-chart-2 bar-chart battery-charging battery bell-off
  bell bluetooth bold book-open book bookmark box briefcase calendar camera-off camera cast
  check-circle check-square check chevron-down chevron-left chevron-right chevron-up
  chevrons-down chevrons-left chevrons-right chevrons-up circle clipboard clock cloud-drizzle
  cloud-lightning cloud-off cloud-rain cloud-snow cloud code command compass copy
  corner-down-left corner-down-right corner-left-down corner-left-up corner-right-down
  corner-right-up corner-up-left corner-up-right cpu credit-card crop crosshair database delete
  disc dollar-sign download-cloud download droplet edit-2 edit-3 edit external-link eye-off eye
  fast-forward feather file-minus file-plus file-text file film filter flag folder-minus
  folder-plus folder gift git-branch git-commit git-merge git-pull-request globe grid hard-drive
  hash headphones heart help-circle home image inbox info italic layers layout life-buoy link-2
  link list loader lock log-in log-out mail map-pin map maximize-2 maximize menu message-circle
  message-square mic-off mic minimize-2 minimize minus-circle minus-square minus monitor moon
  more-horizontal more-vertical move music navigation-2 navigation octagon package paperclip
  pause-circle pause pen-tool percent phone-call phone-forwarded phone-incoming phone-missed
  phone-off phone-outgoing phone pie-chart play-circle play plus-circle plus-square plus power
  printer radio refresh-ccw refresh-cw repeat rewind rotate-ccw rotate-cw rss save scissors
  search send server settings share-2 share shield-off shield shopping-bag shopping-cart shuffle
  sidebar skip-back skip-forward slash sliders smartphone speaker square star stop-circle sun
  sunrise sunset tablet tag target terminal thermometer thumbs-down thumbs-up toggle-left
  toggle-right trash-2 trash trending-down trending-up triangle truck tv type umbrella underline
  unlock upload-cloud upload user-check user-minus user-plus user-x user users video-off video
  voicemail volume-1 volume-2 volume-x volume watch wifi-off wifi wind x-circle x-square x zap-off
  zap zoom-in zoom-out`.split(/\s+/),
);

/** The fields of action.yml the Marketplace reads. */
export interface ActionMetadata {
  readonly name?: unknown;
  readonly description?: unknown;
  readonly author?: unknown;
  readonly branding?: { readonly icon?: unknown; readonly color?: unknown };
}

/** Why the Marketplace would refuse this metadata; empty when it would list it. */
export function checkMarketplaceMetadata(action: ActionMetadata): string[] {
  const problems: string[] = [];
  const { name, description, branding } = action;
  if (typeof name !== 'string' || name.trim() === '') problems.push('name is missing');
  else {
    if (!/\s/.test(name.trim()))
      problems.push(`name '${name}' has no space, so it could be an existing user or organisation`);
    const category = MARKETPLACE_CATEGORIES.find((c) => c.toLowerCase() === name.toLowerCase());
    if (category) problems.push(`name '${name}' is the Marketplace category '${category}'`);
  }
  if (typeof description !== 'string' || description.trim() === '')
    problems.push('description is missing');
  else if (description.length > MAX_DESCRIPTION_CHARS)
    problems.push(
      `description is ${description.length} characters; the Marketplace takes fewer than 125`,
    );
  if (typeof branding?.icon !== 'string' || !BRANDING_ICONS.has(branding.icon))
    problems.push(`branding.icon '${String(branding?.icon)}' is not an icon GitHub accepts`);
  const colors: readonly unknown[] = BRANDING_COLORS;
  if (!colors.includes(branding?.color))
    problems.push(
      `branding.color '${String(branding?.color)}' is not one of ${BRANDING_COLORS.join(', ')}`,
    );
  return problems;
}
