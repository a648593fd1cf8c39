/** Said with a PHI page's name when this session has no second factor (decision 083): bar, palette and tests. */
export const needsSecondFactor = 'needs a second factor';
